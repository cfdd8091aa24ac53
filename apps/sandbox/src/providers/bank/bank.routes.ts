import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { merchantById, type TSandboxContext } from '#src/context';
import { ZIdParams, optionalBody } from '#src/lib/schemas';
import { merchantOf, requireKey } from '#src/plugins/merchant-auth';
import { RETURN_STATUS, presentBankAccount } from '#src/providers/bank/bank.model';
import { bankReturnUrl, sendBankPage } from '#src/providers/bank/bank.page';
import {
  ZBankPageForm,
  ZBankPageParams,
  ZBankResolveBody,
  ZBankReturnBody,
  ZCreateBankTransactionBody,
  ZPayerAccountParams,
  ZPayerParams,
} from '#src/providers/bank/bank.schemas';
import type { TBankService } from '#src/providers/bank/bank.service';
import { ZRefundBody } from '#src/providers/card/payment-operator.routes';
import { registerEventRoutes } from '#src/webhooks/webhook.routes';

/** `/bank`: transactions, the payer's bank page, linked accounts and operator actions. */
export function bankRoutes(context: TSandboxContext, bank: TBankService) {
  return async (scope: FastifyInstance) => {
    const app = scope.withTypeProvider<ZodTypeProvider>();
    const secret = requireKey(context, 'secret');

    app.post(
      '/v1/transactions',
      { onRequest: secret, schema: { body: ZCreateBankTransactionBody } },
      async (request, reply) => {
        const { transaction, isNew } = await bank.create(merchantOf(request), request.body);
        return reply.code(isNew ? 201 : 200).send(await bank.present(transaction));
      },
    );

    app.get(
      '/v1/transactions/:id',
      { onRequest: secret, schema: { params: ZIdParams } },
      async (request) => bank.present(await bank.get(merchantOf(request), request.params.id)),
    );

    app.post(
      '/v1/transactions/:id/cancel',
      { onRequest: secret, schema: { params: ZIdParams } },
      async (request) => bank.present(await bank.cancel(merchantOf(request), request.params.id)),
    );

    app.get(
      '/v1/payers/:userTokenId/bank-accounts',
      { onRequest: secret, schema: { params: ZPayerParams } },
      async (request) => {
        const accounts = await bank.payerAccounts(
          merchantOf(request).id,
          request.params.userTokenId,
        );
        return { bankAccounts: accounts.map(presentBankAccount) };
      },
    );

    app.delete(
      '/v1/payers/:userTokenId/bank-accounts/:uniqueUpoId',
      { onRequest: secret, schema: { params: ZPayerAccountParams } },
      async (request, reply) => {
        await bank.deleteAccount(
          merchantOf(request),
          request.params.userTokenId,
          request.params.uniqueUpoId,
        );
        return reply.code(204).send();
      },
    );

    app.get(
      '/pay/:pageToken',
      { config: { isPage: true }, schema: { params: ZBankPageParams } },
      async (request, reply) => {
        const transaction = await bank.byPageToken(request.params.pageToken);
        const accounts = await bank.payerAccounts(transaction.merchantId, transaction.userTokenId);
        return sendBankPage(
          reply,
          merchantById(context, transaction.merchantId),
          transaction,
          accounts,
        );
      },
    );

    app.post(
      '/pay/:pageToken',
      { config: { isPage: true }, schema: { params: ZBankPageParams, body: ZBankPageForm } },
      async (request, reply) => {
        const transaction = await bank.byPageToken(request.params.pageToken);
        const ended = await bank.choose(transaction, request.body);
        return reply.redirect(bankReturnUrl(ended, RETURN_STATUS[request.body.outcome]), 303);
      },
    );

    app.post(
      '/_sandbox/transactions/:id/resolve',
      { onRequest: secret, schema: { params: ZIdParams, body: ZBankResolveBody } },
      async (request) =>
        bank.present(
          await bank.resolve(merchantOf(request), request.params.id, request.body.status),
        ),
    );

    app.post(
      '/_sandbox/transactions/:id/refund',
      { onRequest: secret, schema: { params: ZIdParams, body: optionalBody(ZRefundBody) } },
      async (request) =>
        bank.present(
          await bank.refund(merchantOf(request), request.params.id, request.body.amount),
        ),
    );

    app.post(
      '/_sandbox/transactions/:id/chargeback',
      { onRequest: secret, schema: { params: ZIdParams, body: optionalBody(ZBankReturnBody) } },
      async (request) =>
        bank.present(
          await bank.chargeback(merchantOf(request), request.params.id, request.body.reasonCode),
        ),
    );

    registerEventRoutes(scope, context, 'bank');
  };
}
