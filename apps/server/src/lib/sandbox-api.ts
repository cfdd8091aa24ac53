import type { z } from 'zod';

/**
 * A provider sandbox API called with the merchant's secret key (HTTP Basic) and a time limit.
 * `send` answers the provider's response, raising `unavailable(message)` when none comes;
 * `call` takes only a 2xx of its schema, and any other status or shape is unavailability too.
 */
export function createSandboxApi(options: {
  baseUrl: string;
  merchantId: string;
  apiKey: string;
  timeoutMs: number;
  unavailable: (message: string) => Error;
}) {
  const authorization = `Basic ${Buffer.from(`${options.merchantId}:${options.apiKey}`).toString('base64')}`;
  const base = options.baseUrl.replace(/\/+$/, '');

  async function send(path: string, method: string, body?: unknown): Promise<Response> {
    try {
      return await fetch(`${base}${path}`, {
        method,
        headers: {
          authorization,
          ...(body === undefined ? {} : { 'content-type': 'application/json' }),
        },
        ...(body === undefined ? {} : { body: JSON.stringify(body) }),
        signal: AbortSignal.timeout(options.timeoutMs),
      });
    } catch (error) {
      throw options.unavailable(`Provider unreachable: ${String(error)}`);
    }
  }

  async function call<T>(path: string, schema: z.ZodType<T>, body?: unknown): Promise<T> {
    const response = await send(path, body === undefined ? 'GET' : 'POST', body);
    const parsed = schema.safeParse(await response.json().catch(() => null));
    if (response.status >= 300 || !parsed.success) {
      throw options.unavailable(`Provider answered ${response.status} to ${path}`);
    }
    return parsed.data;
  }

  return { send, call };
}
