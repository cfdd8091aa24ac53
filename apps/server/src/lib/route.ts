import type { TContract, TContractInput, TContractResponse } from '@casino/contracts';
import { ZErrorEnvelope } from '@casino/contracts';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { TAccessPolicy } from '#src/plugins/app/access-policy';
import type { TIdempotencyOption } from '#src/plugins/app/idempotency';

export interface TRouteOptions<C extends TContract> {
  /** Who may call it; start-up fails for a route without one. */
  access: TAccessPolicy;
  /**
   * For routes that move value: one answer per idempotency key (decision 144); read the key
   * with `idempotencyKeyOf(request)`.
   */
  idempotency?: TIdempotencyOption;
  /** Per-route rate limit (requests per minute per client), tighter than the global one. */
  rateLimitPerMinute?: number;
  /**
   * `false`: answers go out uncompressed whatever their size (decision 152) — small answers on
   * the hot path, where a compression stream per request costs more CPU than it saves bytes.
   */
  compress?: false;
  /**
   * `false`: the answer is written as it is (JSON.stringify), not parsed by the contract first
   * (decision 230) — for the round answers on the hot path, which a mapper builds field by field
   * and a test parses with the contract for every engine.
   */
  parseAnswer?: false;
  /** HTTP status of a successful answer. */
  successStatus?: 200 | 201 | 202;
  handler: (
    input: TContractInput<C>,
    request: FastifyRequest,
    reply: FastifyReply,
  ) => Promise<TContractResponse<C>>;
}

const writeAsIs = (answer: unknown) => JSON.stringify(answer);

/**
 * Registers one contract as a Fastify route: the contract's schemas validate the request and
 * serialise the answer, and the same objects document it in OpenAPI.
 */
export function route<C extends TContract>(
  app: FastifyInstance,
  contract: C,
  options: TRouteOptions<C>,
): void {
  const successStatus = options.successStatus ?? 200;
  app.route({
    method: contract.method,
    url: contract.path,
    ...(options.compress === false ? { compress: false } : {}),
    ...(options.parseAnswer === false ? { serializerCompiler: () => writeAsIs } : {}),
    config: {
      access: options.access,
      ...(options.idempotency ? { idempotency: options.idempotency } : {}),
      ...(options.rateLimitPerMinute
        ? { rateLimit: { max: options.rateLimitPerMinute, timeWindow: '1 minute' } }
        : {}),
    },
    schema: {
      ...(contract.summary ? { summary: contract.summary } : {}),
      ...(contract.params ? { params: contract.params } : {}),
      ...(contract.query ? { querystring: contract.query } : {}),
      ...(contract.body ? { body: contract.body } : {}),
      response: { [successStatus]: contract.response, '4xx': ZErrorEnvelope },
    },
    handler: async (request, reply) => {
      const input = {
        params: request.params,
        query: request.query,
        body: request.body,
      } as TContractInput<C>;
      const answer = await options.handler(input, request, reply);
      if (successStatus !== 200) reply.code(successStatus);
      return reply.send(answer);
    },
  });
}
