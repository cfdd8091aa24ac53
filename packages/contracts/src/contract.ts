import type { z } from 'zod';

export type THttpMethod = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

/**
 * One REST call: its method, its path under the server root and the zod schemas of everything
 * it takes and answers. The Fastify route and the web fetcher are both built from this object,
 * so the two sides cannot drift apart.
 */
export interface TContract {
  readonly method: THttpMethod;
  /** Full path including `/api`, with `:name` segments for path parameters. */
  readonly path: string;
  readonly params?: z.ZodType;
  readonly query?: z.ZodType;
  readonly body?: z.ZodType;
  readonly response: z.ZodType;
  readonly summary?: string;
}

export function defineContract<const C extends TContract>(contract: C): C {
  return contract;
}

type TPart<C extends TContract, K extends 'params' | 'query' | 'body'> = C[K] extends z.ZodType
  ? z.output<C[K]>
  : undefined;
type TInputPart<C extends TContract, K extends 'params' | 'query' | 'body'> = C[K] extends z.ZodType
  ? z.input<C[K]>
  : undefined;

/** What a server handler receives, after validation and coercion. */
export interface TContractInput<C extends TContract> {
  params: TPart<C, 'params'>;
  query: TPart<C, 'query'>;
  body: TPart<C, 'body'>;
}

/** What a client sends, before coercion. Absent parts are optional. */
export type TContractRequest<C extends TContract> = {
  [K in 'params' | 'query' | 'body' as C[K] extends z.ZodType ? K : never]: TInputPart<C, K>;
};

export type TContractResponse<C extends TContract> = z.output<C['response']>;

/** Replaces `:name` segments of a contract path with encoded values. */
export function buildPath(
  path: string,
  params: Record<string, string | number> | undefined,
): string {
  if (!params) return path;
  return path.replace(/:([A-Za-z0-9_]+)/g, (_, name: string) => {
    const value = params[name];
    if (value === undefined) throw new Error(`Missing path parameter ${name} for ${path}`);
    return encodeURIComponent(String(value));
  });
}
