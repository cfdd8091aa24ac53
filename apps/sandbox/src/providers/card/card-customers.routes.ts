import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { TSandboxContext } from '#src/context';
import { secondsUntil } from '#src/lib/clock';
import { ZIdParams } from '#src/lib/schemas';
import { merchantOf, requireKey } from '#src/plugins/merchant-auth';
import {
  ZCreateCustomerBody,
  ZCustomerHandleParams,
  ZSaveCardBody,
} from '#src/providers/card/card.schemas';
import { presentCustomer, presentHandle } from '#src/providers/card/card.presenters';
import type { TCardCustomerService } from '#src/providers/card/card-customers.service';

/** `/card/v1/customers…`: customers, their saved cards and single-use customer tokens. */
export function registerCustomerRoutes(
  scope: FastifyInstance,
  context: TSandboxContext,
  customers: TCardCustomerService,
): void {
  const app = scope.withTypeProvider<ZodTypeProvider>();
  const secret = requireKey(context, 'secret');
  const { clock } = context;

  app.post(
    '/v1/customers',
    { onRequest: secret, schema: { body: ZCreateCustomerBody } },
    async (request, reply) => {
      const merchant = merchantOf(request);
      const { customer, isNew } = await customers.createCustomer(merchant, request.body);
      const cards = await customers.savedCards(merchant, customer.id);
      return reply
        .code(isNew ? 201 : 200)
        .send(presentCustomer(customer, cards, clock, context.publicUrl));
    },
  );

  app.get(
    '/v1/customers/:id',
    { onRequest: secret, schema: { params: ZIdParams } },
    async (request) => {
      const merchant = merchantOf(request);
      const customer = await customers.getCustomer(merchant, request.params.id);
      const cards = await customers.savedCards(merchant, customer.id);
      return presentCustomer(customer, cards, clock, context.publicUrl);
    },
  );

  app.get(
    '/v1/customers/:id/paymenthandles',
    { onRequest: secret, schema: { params: ZIdParams } },
    async (request) => {
      const merchant = merchantOf(request);
      await customers.getCustomer(merchant, request.params.id);
      const cards = await customers.savedCards(merchant, request.params.id);
      return {
        paymentHandles: cards.map((handle) => presentHandle(handle, clock, context.publicUrl)),
      };
    },
  );

  app.post(
    '/v1/customers/:id/paymenthandles',
    { onRequest: secret, schema: { params: ZIdParams, body: ZSaveCardBody } },
    async (request, reply) => {
      const { handle, isNew } = await customers.saveCard(
        merchantOf(request),
        request.params.id,
        request.body.paymentHandleTokenFrom,
      );
      return reply.code(isNew ? 201 : 200).send(presentHandle(handle, clock, context.publicUrl));
    },
  );

  app.delete(
    '/v1/customers/:id/paymenthandles/:paymentHandleId',
    { onRequest: secret, schema: { params: ZCustomerHandleParams } },
    async (request, reply) => {
      await customers.deleteSavedCard(
        merchantOf(request),
        request.params.id,
        request.params.paymentHandleId,
      );
      return reply.code(204).send();
    },
  );

  app.post(
    '/v1/customers/:id/singleusecustomertokens',
    { onRequest: secret, schema: { params: ZIdParams } },
    async (request, reply) => {
      const { token, cards } = await customers.createCustomerToken(
        merchantOf(request),
        request.params.id,
      );
      return reply.code(201).send({
        id: token.id,
        customerId: token.customerId,
        singleUseCustomerToken: token.singleUseCustomerToken,
        timeToLiveSeconds: secondsUntil(clock, token.expiresAt),
        expiresAt: token.expiresAt,
        paymentHandles: cards.map((handle) => presentHandle(handle, clock, context.publicUrl)),
      });
    },
  );
}
