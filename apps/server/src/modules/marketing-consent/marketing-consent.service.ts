import {
  MARKETING_CONSENT_NOT_FOUND_MESSAGE,
  type TAnswerMarketingConsentBody,
  type TMarketingConsent,
  type TMarketingConsentAnswer,
  type TMarketingConsentPlacement,
} from '@casino/contracts';
import type { TClock } from '#src/lib/clock';
import { AppError, notFound } from '#src/lib/errors';
import type {
  TMarketingConsentAnswerRow,
  TMarketingConsentRepository,
} from '#src/modules/marketing-consent/marketing-consent.repository';

function toAnswer(row: TMarketingConsentAnswerRow): TMarketingConsentAnswer {
  return {
    marketingConsentId: row.consentId,
    isAccepted: row.isAccepted,
    referrer: row.referrer,
    answeredAt: row.answeredAt.toISOString(),
  };
}

/** Marketing consents offered in each list, and the players' answers (each one kept). */
export function createMarketingConsentService(deps: {
  repository: TMarketingConsentRepository;
  clock: TClock;
}) {
  const { repository } = deps;

  /**
   * Records one answer; the newest answer per consent is the player's choice.
   * Raises: NotFoundError ('Marketing consent not found') for an unknown or withdrawn consent.
   */
  async function answer(
    userId: string,
    body: TAnswerMarketingConsentBody,
  ): Promise<TMarketingConsentAnswer> {
    if (!(await repository.isActive(body.marketingConsentId))) {
      throw notFound(MARKETING_CONSENT_NOT_FOUND_MESSAGE);
    }
    const row = await repository.insertAnswer({
      userId,
      consentId: body.marketingConsentId,
      isAccepted: body.isAccepted,
      referrer: body.referrer,
      answeredAt: deps.clock.now(),
    });
    return toAnswer(row);
  }

  return {
    /**
     * The active consents of a list; with a player, each carries their current answer (null
     * when not answered yet: the consent dialog asks those one after another).
     */
    async list(
      placement: TMarketingConsentPlacement,
      userId: string | null = null,
    ): Promise<TMarketingConsent[]> {
      const [consents, answers] = await Promise.all([
        repository.listActive(placement),
        userId === null ? [] : repository.listLatestAnswers(userId),
      ]);
      const byConsent = new Map(answers.map((row) => [row.consentId, row]));
      return consents.map((consent) => {
        const latest = byConsent.get(consent.id);
        return {
          ...consent,
          isAccepted: latest?.isAccepted ?? null,
          referrer: latest?.referrer ?? null,
        };
      });
    },

    answer,

    /**
     * The answers ticked in another flow (sign-up, phone verification), one at a time (§7). An
     * unknown or withdrawn consent is skipped: the client ignores marketing consent errors (§8).
     */
    async answerAll(
      userId: string,
      answers: ReadonlyArray<{ marketingConsentId: number; isAccepted: boolean }>,
      referrer: string,
    ): Promise<void> {
      for (const item of answers) {
        try {
          await answer(userId, { ...item, referrer });
        } catch (error) {
          if (!(error instanceof AppError)) throw error;
        }
      }
    },

    async listAnswers(userId: string): Promise<TMarketingConsentAnswer[]> {
      return (await repository.listLatestAnswers(userId)).map(toAnswer);
    },

    /** Whether the player currently agrees to a consent (false when never answered). */
    async hasAccepted(userId: string, consentId: number): Promise<boolean> {
      const answers = await repository.listLatestAnswers(userId);
      return answers.some((row) => row.consentId === consentId && row.isAccepted);
    },
  };
}
export type TMarketingConsentService = ReturnType<typeof createMarketingConsentService>;
