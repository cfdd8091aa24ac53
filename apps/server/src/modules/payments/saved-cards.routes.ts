import {
  deletePaymentOptionContract,
  deleteSavedCardContract,
  getPaymentOptionsContract,
  getSavedCardsContract,
} from '@casino/contracts';
import type { FastifyInstance } from 'fastify';
import { route } from '#src/lib/route';
import type { TSavedCardsService } from '#src/modules/payments/saved-cards.service';
import { requirePrincipal } from '#src/plugins/app/access-policy';

/** Each call reaches the card processor: keep them few per player. */
const SAVED_CARD_CALLS_PER_MINUTE = 30;

/** Saved cards and saved payment options (spec §7), each scoped to the calling player. */
export function savedCardsRoutes(app: FastifyInstance, savedCards: TSavedCardsService): void {
  route(app, getSavedCardsContract, {
    access: 'player',
    rateLimitPerMinute: SAVED_CARD_CALLS_PER_MINUTE,
    handler: async (_input, request) => ({
      data: { cards: await savedCards.list(requirePrincipal(request).userId) },
    }),
  });

  route(app, deleteSavedCardContract, {
    access: 'player',
    rateLimitPerMinute: SAVED_CARD_CALLS_PER_MINUTE,
    handler: async ({ query }, request) => {
      await savedCards.remove(requirePrincipal(request).userId, query.paymentHandleId);
      return { data: { deleted: true as const } };
    },
  });

  route(app, getPaymentOptionsContract, {
    access: 'player',
    rateLimitPerMinute: SAVED_CARD_CALLS_PER_MINUTE,
    handler: async (_input, request) => ({
      data: await savedCards.paymentOptions(requirePrincipal(request).userId),
    }),
  });

  route(app, deletePaymentOptionContract, {
    access: 'player',
    rateLimitPerMinute: SAVED_CARD_CALLS_PER_MINUTE,
    handler: async ({ body }, request) => {
      await savedCards.removePaymentOption(requirePrincipal(request).userId, body);
      return { data: { deleted: true as const } };
    },
  });
}
