import type { TContract, TContractRequest, TContractResponse, TErrorName } from '@casino/contracts';
import { buildPath } from '@casino/contracts/contract';
import { nextTask } from '#src/lib/next-task';

/**
 * A failed API call, carrying the server's error name (one of contracts' closed set). Its message
 * is for logs; the UI shows `errorCopy()` of it.
 */
export class ApiError extends Error {
  declare readonly name: TErrorName;
  readonly status: number;
  readonly details: unknown;

  constructor(name: TErrorName, message: string, status: number, details?: unknown) {
    super(message);
    this.name = name;
    this.status = status;
    this.details = details;
  }
}

function toQueryString(query: unknown): string {
  if (!query || typeof query !== 'object') return '';
  const search = new URLSearchParams();
  for (const [key, value] of Object.entries(query as Record<string, unknown>)) {
    if (value === undefined || value === null) continue;
    const items: unknown[] = Array.isArray(value) ? value : [value];
    for (const item of items) {
      if (typeof item !== 'string' && typeof item !== 'number' && typeof item !== 'boolean') {
        throw new Error(`Query field ${key} must be a scalar`);
      }
      search.append(key, String(item));
    }
  }
  const text = search.toString();
  return text ? `?${text}` : '';
}

export interface TRequestOptions {
  signal?: AbortSignal;
  headers?: Record<string, string>;
}

/**
 * Calls one contract. The answer is checked against the contract's schema, so a server that
 * drifts from the contract fails loudly here instead of rendering wrong numbers.
 */
export async function apiRequest<C extends TContract>(
  contract: C,
  request: TContractRequest<C>,
  options: TRequestOptions = {},
): Promise<TContractResponse<C>> {
  // Queries start their requests as the components that read them mount, all in the one task
  // that runs the page's effects; each request begun there (the browser's fetch with an
  // inspector's stack trace, the answer's handling) made that task longer. Each starts in a
  // short task of its own instead (decision 240).
  await nextTask();
  options.signal?.throwIfAborted();
  const parts = request as {
    params?: Record<string, string | number>;
    query?: unknown;
    body?: unknown;
  };
  const url = `${buildPath(contract.path, parts.params)}${toQueryString(parts.query)}`;
  const hasBody = parts.body !== undefined;
  const response = await fetch(url, {
    method: contract.method,
    credentials: 'same-origin',
    headers: {
      Accept: 'application/json',
      ...(hasBody ? { 'Content-Type': 'application/json' } : {}),
      ...options.headers,
    },
    ...(hasBody ? { body: JSON.stringify(parts.body) } : {}),
    ...(options.signal ? { signal: options.signal } : {}),
  });
  const payload: unknown = await response.json().catch(() => undefined);
  // A call cancelled while its answer was arriving is cancelled, not a malformed answer.
  options.signal?.throwIfAborted();
  if (!response.ok) {
    const { ZErrorEnvelope } = await import('@casino/contracts/common/error');
    const envelope = ZErrorEnvelope.safeParse(payload);
    if (envelope.success) {
      const { name, message, details } = envelope.data.error;
      throw new ApiError(name, message, response.status, details);
    }
    throw new ApiError('InternalServerErrorType', response.statusText, response.status);
  }
  const parsed = contract.response.safeParse(payload);
  if (!parsed.success) {
    throw new ApiError('InternalServerErrorType', `Unexpected answer from ${contract.path}`, 500);
  }
  return parsed.data as TContractResponse<C>;
}
