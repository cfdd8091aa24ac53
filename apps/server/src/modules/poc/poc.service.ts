import { randomUUID } from 'node:crypto';
import type {
  TDomainEvents,
  TInitPocSessionBody,
  TPocAccess,
  TPocFailureType,
  TPocSession,
  TPreparationResult,
  TSessionRequiringDisplay,
} from '@casino/contracts';
import type { Logger } from 'pino';
import type { TClock } from '#src/lib/clock';
import type { TEventBus } from '#src/lib/event-bus';
import { AppError } from '#src/lib/errors';
import type { TIdentityCheck, TIdentityNotification } from '#src/modules/kyc/identity-check';
import type { TPocRepository, TPocSessionRow } from '#src/modules/poc/poc.repository';

/** What the card-ownership check is configured with (decision 135). */
/** A redemption's card-ownership check as the redemption tracker shows it. */
export interface TCardCheck {
  state: 'done' | 'current' | 'stopped';
  /** When the check passed; null until it has. */
  at: string | null;
}

export interface TPocSettings {
  /** The identity-check provider's level for a photo of the card. */
  levelName: string;
  /** Attempts per redemption; a retry after the last is reached_max_attempt. */
  maxAttempts: number;
  /** The casino's origin, which the provider's page may talk to. */
  publicUrl: string;
}

const EXTERNAL_ID = /^poc-([0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12})$/;
const externalIdOf = (sessionId: string) => `poc-${sessionId}`;

/** Statuses in which the player still has to show the card. */
const OPEN = ['required', 'inProgress'] as const;

function notFound(id: string): AppError {
  return new AppError('PocSessionNotFoundError', `No card verification session ${id}`);
}

/**
 * Card-ownership verification (POC; payments §3, §4, §7; decision 135). A redemption by a player
 * whose purchase card is not verified is held for the check: a session `required` → `inProgress`
 * (the provider's page opened) → `pending` (photo submitted) → `success` or `failed`, moved only
 * by the provider's signed notifications, each once. The operator cannot approve a held
 * redemption until its latest session passed.
 */
export function createPocService(deps: {
  repository: TPocRepository;
  identityCheck: Pick<TIdentityCheck, 'createAccessToken'>;
  /** The flag poc-enabled for this player (default off, spec §6). */
  isEnabledFor: (userId: string) => Promise<boolean>;
  settings: TPocSettings;
  events: Pick<TEventBus<TDomainEvents>, 'emit'>;
  clock: TClock;
  logger: Logger;
}) {
  const { repository, settings, clock } = deps;

  function present(row: TPocSessionRow): TPocSession {
    return {
      id: row.id,
      status: row.status,
      paymentToken: { lastFour: row.cardNumberEnding },
      cardNumberEnding: row.cardNumberEnding,
      seenByUser: row.seenByUser,
      failureNoticed: row.failureNoticed,
      successNoticed: row.successNoticed,
      attemptNumber: row.attemptNumber,
      maxAttempts: settings.maxAttempts,
      requestReason: row.requestReason,
      failureType: row.failureType,
      redemptionRequestId: row.redeemRequestId,
      redemptionAmount: row.redemptionAmountMinor,
    };
  }

  function announce(row: TPocSessionRow, kind: TDomainEvents['poc.changed']['kind']): void {
    deps.events.emit('poc.changed', {
      userId: row.userId,
      kind,
      pocSessionId: row.id,
      cardNumberEnding: row.cardNumberEnding,
      attemptNumber: row.attemptNumber,
      failureType: row.failureType,
      redemptionRequestId: row.redeemRequestId,
    });
  }

  function preparationOf(row: TPocSessionRow): TPreparationResult {
    if (row.status === 'success') return { status: 'ok', payload: null };
    return {
      status: 'validityIssue',
      payload: {
        status:
          row.status === 'failed'
            ? 'pocFailed'
            : row.status === 'pending'
              ? 'pocInProgress'
              : 'pocRequired',
        failureType: row.failureType,
        pocSession: present(row),
      },
    };
  }

  /**
   * A token for the session's page (its own applicant at the provider); a `required` session
   * becomes `inProgress`. Raises PocSessionStateError, PocTokenError.
   */
  async function accessFor(
    row: TPocSessionRow,
  ): Promise<{ row: TPocSessionRow; access: TPocAccess }> {
    if (!OPEN.some((status) => status === row.status)) {
      throw new AppError('PocSessionStateError', `The card verification is ${row.status}`, {
        status: row.status,
      });
    }
    let token;
    try {
      token = await deps.identityCheck.createAccessToken(externalIdOf(row.id), settings.levelName);
    } catch (error) {
      deps.logger.error({ err: error, pocSessionId: row.id }, 'poc access token failed');
      throw new AppError('PocTokenError', 'Card verification is unavailable, try again later');
    }
    const now = clock.now();
    await repository.setApplicantId(row.id, token.applicantId, now);
    const opened =
      (await repository.transition(row.id, ['required'], { status: 'inProgress' }, now)) ??
      (await repository.find(row.id)) ??
      row;
    const verificationUrl = new URL(token.verificationUrl);
    verificationUrl.searchParams.set('parentOrigin', new URL(settings.publicUrl).origin);
    return {
      row: opened,
      access: {
        accessToken: token.token,
        verificationUrl: verificationUrl.toString(),
        providerOrigin: verificationUrl.origin,
      },
    };
  }

  async function ownSession(userId: string, id: string): Promise<TPocSessionRow> {
    const row = await repository.findOwn(userId, id);
    if (!row) throw notFound(id);
    return row;
  }

  async function mark(
    userId: string,
    id: string,
    flag: 'seenByUser' | 'failureNoticed' | 'successNoticed',
  ): Promise<void> {
    if (!(await repository.mark(userId, id, flag, clock.now()))) throw notFound(id);
  }

  return {
    present,

    /**
     * Redemption preparation (spec §4): holds a new redemption for the check when the flag is on
     * and the card asked for is not verified; pushes poc_pushed. A card redemption asks for the
     * card it pays (`paidToCardEnding`); other methods for the newest purchase card (decision 205).
     */
    async prepareRedemption(
      userId: string,
      redeemRequestId: string,
      amountMinor: number,
      paidToCardEnding: string | null,
    ): Promise<TPreparationResult> {
      if (!(await deps.isEnabledFor(userId))) return { status: 'ok', payload: null };
      const ending =
        paidToCardEnding === null
          ? await repository.unverifiedCardEnding(userId)
          : (await repository.verifiedEndings(userId)).has(paidToCardEnding)
            ? null
            : paidToCardEnding;
      if (!ending) return { status: 'ok', payload: null };
      const row = await repository.insert({
        id: randomUUID(),
        userId,
        redeemRequestId,
        cardNumberEnding: ending,
        requestReason: 'redemption',
        attemptNumber: 1,
        status: 'required',
        redemptionAmountMinor: amountMinor,
      });
      if (!row) throw new Error(`POC session of redemption ${redeemRequestId} was not written`);
      announce(row, 'pushed');
      return preparationOf(row);
    },

    /**
     * The card-check stage of each redemption that asked for one: done once an attempt passed;
     * stopped after a final failure (or the last attempt); otherwise current, the player's move.
     */
    async cardChecksOf(redeemRequestIds: string[]): Promise<Map<string, TCardCheck>> {
      const checks = new Map<string, TCardCheck>();
      for (const session of await repository.latestForRedemptions(redeemRequestIds)) {
        if (session.redeemRequestId === null) continue;
        checks.set(
          session.redeemRequestId,
          session.status === 'success'
            ? { state: 'done', at: (session.finishedAt ?? session.updatedAt).toISOString() }
            : {
                state:
                  session.status === 'failed' && session.failureType !== 'retry'
                    ? 'stopped'
                    : 'current',
                at: null,
              },
        );
      }
      return checks;
    },

    /** The card endings a passed check verified for the player. */
    verifiedEndings: (userId: string) => repository.verifiedEndings(userId),

    async isRedemptionHeld(redeemRequestId: string): Promise<boolean> {
      const latest = await repository.latestForRedemption(redeemRequestId);
      return latest !== null && latest.session.status !== 'success';
    },

    /** Spec §7 session-requiring-display. */
    async sessionRequiringDisplay(userId: string): Promise<TSessionRequiringDisplay> {
      const row = await repository.latestOwn(userId);
      if (!row) return { status: 'noSessions', payload: null };
      if (row.status === 'success') {
        return row.successNoticed
          ? { status: 'noSessions', payload: null }
          : { status: 'unseenSuccess', payload: present(row) };
      }
      if (row.status === 'failed' && row.failureNoticed)
        return { status: 'noSessions', payload: null };
      return { status: 'hanging', payload: present(row) };
    },

    markSuccessNoticed: (userId: string, id: string) => mark(userId, id, 'successNoticed'),
    markFailureNoticed: (userId: string, id: string) => mark(userId, id, 'failureNoticed'),
    markAsSeen: (userId: string, id: string) => mark(userId, id, 'seenByUser'),

    /** Spec §7 access-token: a fresh token for an open session of the player's. */
    async accessToken(userId: string, id: string): Promise<TPocAccess> {
      return (await accessFor(await ownSession(userId, id))).access;
    },

    /**
     * Spec §7 init-session: the provider's page for the session the redemption waits for, or a
     * new attempt after a failure that allows a retry (a retry beyond the attempts is answered
     * reached_max_attempt). Raises RedeemRequestNotFoundError, PocSessionStateError, PocTokenError.
     */
    async initSession(userId: string, body: TInitPocSessionBody) {
      const latest = await repository.latestForRedemption(body.redemptionRequestId);
      if (!latest || latest.userId !== userId) {
        if (latest)
          throw new AppError(
            'RedeemRequestNotFoundError',
            `No redeem request ${body.redemptionRequestId}`,
          );
        return { pocSession: null, access: null, problem: 'notRequired' as const };
      }
      if (latest.redeemStatus !== 'pending' && latest.redeemStatus !== 'activation') {
        throw new AppError('PocSessionStateError', `The redemption is ${latest.redeemStatus}`, {
          status: latest.redeemStatus,
        });
      }
      let row = latest.session;
      if (row.status === 'success')
        return { pocSession: present(row), access: null, problem: 'notRequired' as const };
      if (row.status === 'failed') {
        if (row.failureType !== 'retry') {
          return {
            pocSession: present(row),
            access: null,
            problem:
              row.failureType === 'final' ? ('final' as const) : ('reached_max_attempt' as const),
          };
        }
        const next = await repository.insert({
          id: randomUUID(),
          userId,
          redeemRequestId: row.redeemRequestId,
          cardNumberEnding: row.cardNumberEnding,
          requestReason: row.requestReason,
          attemptNumber: row.attemptNumber + 1,
          status: 'required',
          redemptionAmountMinor: row.redemptionAmountMinor,
          seenByUser: true,
        });
        // A racing retry made the attempt first: open that one.
        row =
          next ?? (await repository.latestForRedemption(body.redemptionRequestId))?.session ?? row;
      }
      const opened = await accessFor(row);
      return { pocSession: present(opened.row), access: opened.access, problem: null };
    },

    /**
     * A signed notification of an applicant at the card level. Raises PocSessionNotFoundError
     * when it names no session or another applicant. A repeat, or a review of a session already
     * finished, changes nothing and pushes nothing.
     */
    async handleNotification(notification: TIdentityNotification): Promise<void> {
      const id = EXTERNAL_ID.exec(notification.externalUserId)?.[1];
      const row = id ? await repository.find(id) : null;
      if (!row || row.applicantId !== notification.applicantId) {
        throw notFound(notification.externalUserId);
      }
      const now = clock.now();
      if (notification.reviewStatus !== 'completed') {
        if (notification.reviewStatus === 'pending') {
          await repository.transition(row.id, ['inProgress'], { status: 'pending' }, now);
        }
        return;
      }
      if (notification.reviewAnswer === 'GREEN') {
        const passed = await repository.transition(
          row.id,
          ['inProgress', 'pending'],
          { status: 'success', finishedAt: now },
          now,
        );
        if (passed) announce(passed, 'success');
        else deps.logger.info({ eventId: notification.eventId }, 'poc notification skipped');
        return;
      }
      const failureType: TPocFailureType =
        notification.rejectType !== 'RETRY'
          ? 'final'
          : row.attemptNumber >= settings.maxAttempts
            ? 'reached_max_attempt'
            : 'retry';
      const failed = await repository.transition(
        row.id,
        ['inProgress', 'pending'],
        { status: 'failed', failureType, finishedAt: now, failureNoticed: false },
        now,
      );
      if (failed) announce(failed, 'failed');
      else deps.logger.info({ eventId: notification.eventId }, 'poc notification skipped');
    },
  };
}
export type TPocService = ReturnType<typeof createPocService>;
