import { randomInt } from 'node:crypto';
import {
  AMOE_CODE_PATTERN,
  AMOE_SC_AMOUNT_MINOR,
  CONFIG_KEYS,
  type TGetAmoeRequestCodeResponse,
  type TRecordAmoeRequestBody,
  type TRecordAmoeRequestResponse,
} from '@casino/contracts';
import type { TExecutor } from '#src/db/client';
import type { TClock } from '#src/lib/clock';
import {
  AmoeCodeNotFoundError,
  AmoeEnvelopeAlreadyRecordedError,
  AmoePeriodLimitReachedError,
} from '#src/modules/amoe/amoe.errors';
import type { TAmoeRepository } from '#src/modules/amoe/amoe.repository';
import type { TAuditActor, TAuditService } from '#src/modules/audit/audit.service';
import type { TConfigService } from '#src/modules/config/config.service';
import type { TWalletService } from '#src/modules/wallet/wallet.service';

/** No 0/O, 1/I/L: a code read off a hand-written card must be unambiguous. */
const CODE_ALPHABET = '23456789ABCDEFGHJKMNPQRSTUVWXYZ';
const CODE_ATTEMPTS = 3;

function newCode(): string {
  const group = () =>
    Array.from({ length: 4 }, () => CODE_ALPHABET[randomInt(CODE_ALPHABET.length)]).join('');
  return `CC-${group()}-${group()}`;
}

/** What an operator types from a card: upper case, spaces and missing dashes forgiven. */
export function normaliseRequestCode(typed: string): string {
  const compact = typed.toUpperCase().replace(/[^0-9A-Z]/g, '');
  const body = compact.startsWith('CC') ? compact.slice(2) : compact;
  return `CC-${body.slice(0, 4)}-${body.slice(4)}`;
}

/**
 * Free alternative method of entry (decision 123): a request code per player, and the
 * operator's record of a received mail-in request, credited AMOE_SC_AMOUNT_MINOR bonus SC once
 * per envelope and once per player per UTC calendar day (the Sweepstakes Rules' limit).
 */
export function createAmoeService(deps: {
  repository: TAmoeRepository;
  createRepository: (executor: TExecutor) => TAmoeRepository;
  wallet: TWalletService;
  operatorConfig: TConfigService;
  audit: Pick<TAuditService, 'record'>;
  clock: TClock;
}) {
  const { repository } = deps;

  async function codeOf(userId: string): Promise<string> {
    for (let attempt = 0; attempt < CODE_ATTEMPTS; attempt += 1) {
      const existing = await repository.findCodeOfUser(userId);
      if (existing) return existing;
      await repository.insertCode(userId, newCode());
    }
    const created = await repository.findCodeOfUser(userId);
    if (!created) throw new Error(`No request code could be stored for ${userId}`);
    return created;
  }

  return {
    async getRequestCode(userId: string): Promise<TGetAmoeRequestCodeResponse['data']> {
      const [requestCode, configs] = await Promise.all([
        codeOf(userId),
        deps.operatorConfig.getPublicConfigs([CONFIG_KEYS.amoeMailingAddress]),
      ]);
      const address = configs[CONFIG_KEYS.amoeMailingAddress];
      return {
        requestCode,
        scAmount: AMOE_SC_AMOUNT_MINOR,
        mailingAddress: Array.isArray(address) ? address.map(String) : [],
      };
    },

    /**
     * Credits a received request in one ledger transaction with its record and audit row.
     * Raises: AmoeCodeNotFoundError (404); AmoeEnvelopeAlreadyRecordedError or
     * AmoePeriodLimitReachedError (409), also when a racing request for the same envelope or
     * player committed first.
     */
    async recordRequest(
      body: TRecordAmoeRequestBody,
      actor: TAuditActor & { id: string },
    ): Promise<TRecordAmoeRequestResponse['data']> {
      const code = normaliseRequestCode(body.requestCode);
      const userId = AMOE_CODE_PATTERN.test(code) ? await repository.findUserOfCode(code) : null;
      if (!userId) throw new AmoeCodeNotFoundError();
      if (await repository.findRequestByEnvelope(body.envelopeId)) {
        throw new AmoeEnvelopeAlreadyRecordedError(body.envelopeId);
      }
      const receivedAt = deps.clock.now();
      const period = receivedAt.toISOString().slice(0, 10);
      const transfer = await deps.wallet.transfer(
        {
          idempotencyKey: `amoe:${body.envelopeId}`,
          code: 'amoe',
          userId,
          coin: 'SC',
          amountMinor: AMOE_SC_AMOUNT_MINOR,
          metadata: { envelopeId: body.envelopeId, period },
        },
        {
          withinTransaction: async (tx, moved) => {
            const inTx = deps.createRepository(tx);
            const row = await inTx.insertRequest({
              envelopeId: body.envelopeId,
              userId,
              code,
              period,
              postmarkedOn: body.postmarkedOn ?? null,
              scAmountMinor: AMOE_SC_AMOUNT_MINOR,
              transferId: moved.transferId,
              operatorId: actor.id,
              receivedAt,
            });
            if (!row) {
              if (await inTx.findRequestByEnvelope(body.envelopeId)) {
                throw new AmoeEnvelopeAlreadyRecordedError(body.envelopeId);
              }
              throw new AmoePeriodLimitReachedError(period);
            }
            await deps.audit.record(tx, {
              actor,
              action: 'amoe.credit',
              target: { type: 'player', id: userId },
              before: null,
              after: {
                envelopeId: body.envelopeId,
                requestCode: code,
                period,
                postmarkedOn: body.postmarkedOn ?? null,
                scAmountMinor: AMOE_SC_AMOUNT_MINOR,
                transferId: moved.transferId,
              },
            });
          },
        },
      );
      // A racing request for the same envelope committed while this one waited: its credit stands.
      if (transfer.isReplay) throw new AmoeEnvelopeAlreadyRecordedError(body.envelopeId);
      const recorded = await repository.findRequestByEnvelope(body.envelopeId);
      if (!recorded) throw new Error(`AMOE request ${body.envelopeId} vanished`);
      return {
        requestId: String(recorded.id),
        userId,
        envelopeId: recorded.envelopeId,
        period: recorded.period,
        scAmount: recorded.scAmountMinor,
        transferId: recorded.transferId,
      };
    },
  };
}
export type TAmoeService = ReturnType<typeof createAmoeService>;
