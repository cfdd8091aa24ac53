import type { TPublishTermsOfServiceBody, TTermsOfService } from '@casino/contracts';
import type { TUnitOfWork } from '#src/lib/unit-of-work';
import { conflict } from '#src/lib/errors';
import type { TClock } from '#src/lib/clock';
import type { TAuditActor, TAuditService } from '#src/modules/audit/audit.service';
import type { TFlagsService } from '#src/modules/flags/flags.service';
import {
  TermsOfServiceAcceptanceRequiredError,
  TermsOfServiceNotFoundError,
  TermsOfServiceOutdatedError,
} from '#src/modules/terms/terms.errors';
import type { TTermsRepository, TTermsVersion } from '#src/modules/terms/terms.repository';

/** How long this process trusts its copy of the version in force (another process may publish). */
const LATEST_CACHE_TTL_MS = 5_000;
/** Players known to have accepted the version in force; cleared when it grows past this. */
const ACCEPTED_CACHE_MAX = 50_000;

/**
 * Terms of service (payments §4, §7; decision 168): the newest version is in force; a player
 * must accept it when it asks for acceptance and the flag terms_of_service_update is on.
 */
export function createTermsService(deps: {
  repository: TTermsRepository;
  inTransaction: TUnitOfWork<TTermsRepository>;
  flags: Pick<TFlagsService, 'evaluateForUser'>;
  audit: TAuditService;
  clock: TClock;
}) {
  const { repository, flags, clock } = deps;
  let latestCache: { version: TTermsVersion | null; expiresAtMs: number } | null = null;
  /** userId → the terms id this player accepted; an acceptance never goes away. */
  const accepted = new Map<string, number>();

  function rememberAcceptance(userId: string, termsId: number): void {
    if (accepted.size >= ACCEPTED_CACHE_MAX) accepted.clear();
    accepted.set(userId, termsId);
  }

  async function latestCached(): Promise<TTermsVersion | null> {
    const nowMs = clock.now().getTime();
    if (latestCache && latestCache.expiresAtMs > nowMs) return latestCache.version;
    const version = await repository.findLatest();
    latestCache = { version, expiresAtMs: nowMs + LATEST_CACHE_TTL_MS };
    return version;
  }

  async function latestOrThrow() {
    const latest = await repository.findLatest();
    if (!latest) throw new TermsOfServiceNotFoundError(null);
    return latest;
  }

  return {
    /** Raises: TermsOfServiceNotFoundError when nothing is published. */
    async getForPlayer(userId: string): Promise<TTermsOfService> {
      const latest = await latestOrThrow();
      const [acceptedAt, values] = await Promise.all([
        repository.findAcceptance(userId, latest.id),
        flags.evaluateForUser(userId),
      ]);
      return {
        id: latest.id,
        version: latest.version,
        title: latest.title,
        summary: latest.summary,
        publishedAt: latest.publishedAt.toISOString(),
        acceptedAt: acceptedAt?.toISOString() ?? null,
        needsAcceptance:
          values.terms_of_service_update === true && latest.requiresAcceptance && !acceptedAt,
      };
    },

    /** Raises: TermsOfServiceNotFoundError, TermsOfServiceOutdatedError (409). */
    async accept(userId: string, tosId: number): Promise<{ tosId: number; acceptedAt: string }> {
      const latest = await latestOrThrow();
      if (latest.id !== tosId) {
        if (tosId > latest.id) throw new TermsOfServiceNotFoundError(tosId);
        throw new TermsOfServiceOutdatedError(tosId, latest.id);
      }
      const acceptedAt = await repository.accept(userId, tosId, clock.now());
      rememberAcceptance(userId, tosId);
      return { tosId, acceptedAt: acceptedAt.toISOString() };
    },
    /**
     * Before a round starts (decision 124): the version in force, when it asks for acceptance
     * and the flag is on, must be accepted. The version is cached briefly and a known acceptance
     * for good, so a player who accepted costs no query per round.
     * Raises: TermsOfServiceAcceptanceRequiredError (403).
     */
    async assertMayPlay(userId: string): Promise<void> {
      const latest = await latestCached();
      if (!latest?.requiresAcceptance || accepted.get(userId) === latest.id) return;
      if (await repository.findAcceptance(userId, latest.id)) {
        rememberAcceptance(userId, latest.id);
        return;
      }
      const values = await flags.evaluateForUser(userId);
      if (values.terms_of_service_update === true) {
        throw new TermsOfServiceAcceptanceRequiredError(latest.id);
      }
    },

    /** Account-created hook: the sign-up form's terms box accepted the version in force. */
    async acceptAtSignUp(userId: string): Promise<void> {
      const latest = await repository.findLatest();
      if (!latest) return;
      await repository.accept(userId, latest.id, clock.now());
      rememberAcceptance(userId, latest.id);
    },

    /** Publishes the next version, audited. Raises: ConflictError (409) when a twin won. */
    async publish(body: TPublishTermsOfServiceBody, actor: TAuditActor) {
      const published = await deps.inTransaction(async (inTx, tx) => {
        const inserted = await inTx.insertNextVersion({ ...body, publishedAt: clock.now() });
        if (!inserted) throw conflict('Another terms version was published at the same time');
        await deps.audit.record(tx, {
          actor,
          action: 'terms_of_service.published',
          target: { type: 'terms_of_service', id: String(inserted.id) },
          before: null,
          after: {
            version: inserted.version,
            title: inserted.title,
            summary: inserted.summary,
            requiresAcceptance: inserted.requiresAcceptance,
          },
        });
        return {
          id: inserted.id,
          version: inserted.version,
          publishedAt: inserted.publishedAt.toISOString(),
        };
      });
      latestCache = null;
      return published;
    },
  };
}
export type TTermsService = ReturnType<typeof createTermsService>;
