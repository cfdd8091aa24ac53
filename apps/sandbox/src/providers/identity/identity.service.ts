import { createHash } from 'node:crypto';
import { merchantById, type TSandboxContext } from '#src/context';
import { addSeconds, secondsUntil } from '#src/lib/clock';
import { SandboxError, conflict, notFound } from '#src/lib/errors';
import { newId, newToken } from '#src/lib/ids';
import type { TMerchant } from '#src/options';
import {
  checkDocument,
  removeDocumentFile,
  storeDocumentFile,
} from '#src/providers/identity/document-files';
import { LEVELS, type TLevelName } from '#src/providers/identity/identity.levels';
import {
  presentApplicant,
  type TAccessToken,
  type TApplicant,
  type TReviewResult,
} from '#src/providers/identity/identity.model';
import type { TCreateApplicantBody, TReviewChoice } from '#src/providers/identity/identity.schemas';

function reviewResultOf(choice: TReviewChoice): TReviewResult {
  if (choice.reviewAnswer === 'GREEN') return { reviewAnswer: 'GREEN' };
  return {
    reviewAnswer: 'RED',
    rejectLabels: choice.rejectLabels,
    ...(choice.reviewRejectType ? { reviewRejectType: choice.reviewRejectType } : {}),
    moderationComment: choice.moderationComment ?? 'We could not verify your documents.',
    ...(choice.clientComment ? { clientComment: choice.clientComment } : {}),
  };
}

/**
 * Identity checks in the manner of Sumsub: applicants, access tokens for the hosted page, the
 * document steps of their level, and a review that ends GREEN or RED, each change sent as a
 * webhook (applicant.pending, applicant.reviewed).
 */
export function createIdentityService(context: TSandboxContext) {
  const applicants = context.store.collection<TApplicant>('identity-applicants');
  const tokens = context.store.collection<TAccessToken>('identity-access-tokens');
  const { clock } = context;

  async function emit(applicant: TApplicant, type: string) {
    await context.webhooks.emit(merchantById(context, applicant.merchantId), 'identity', type, {
      applicantId: applicant.id,
      externalUserId: applicant.externalUserId,
      levelName: applicant.levelName,
      reviewStatus: applicant.review.reviewStatus,
      ...(applicant.review.reviewResult ? { reviewResult: applicant.review.reviewResult } : {}),
      attemptCount: applicant.review.attemptCount,
    });
  }

  async function findOrCreate(merchant: TMerchant, body: TCreateApplicantBody) {
    const existing = await applicants.find(
      (applicant) =>
        applicant.merchantId === merchant.id && applicant.externalUserId === body.externalUserId,
    );
    if (existing) {
      if (existing.levelName === body.levelName) return { applicant: existing, isNew: false };
      const moved = await applicants.update(existing.id, (current) => ({
        ...current,
        levelName: body.levelName,
        completedSteps: [],
        review: { reviewStatus: 'init', attemptCount: current.review.attemptCount + 1 },
      }));
      return { applicant: moved, isNew: false };
    }
    const applicant: TApplicant = {
      id: newId('app'),
      merchantId: merchant.id,
      externalUserId: body.externalUserId,
      levelName: body.levelName,
      ...(body.email ? { email: body.email } : {}),
      ...(body.phone ? { phone: body.phone } : {}),
      ...(body.info ? { info: { ...body.info } } : {}),
      completedSteps: [],
      documents: [],
      review: { reviewStatus: 'init', attemptCount: 1 },
      createdAt: clock.now().toISOString(),
    };
    await applicants.insert(applicant);
    return { applicant, isNew: true };
  }

  async function complete(applicantId: string, result: TReviewResult): Promise<TApplicant> {
    const reviewed = await applicants.update(applicantId, (current) => {
      if (current.review.reviewResult?.reviewRejectType === 'FINAL')
        throw conflict('This applicant was finally rejected');
      return {
        ...current,
        review: {
          ...current.review,
          reviewStatus: 'completed',
          reviewResult: result,
          reviewDate: clock.now().toISOString(),
        },
      };
    });
    await emit(reviewed, 'applicant.reviewed');
    return reviewed;
  }

  return {
    findOrCreate,
    present: presentApplicant,

    async get(merchant: TMerchant, id: string): Promise<TApplicant> {
      const applicant = await applicants.get(id);
      if (!applicant || applicant.merchantId !== merchant.id) throw notFound(`No applicant ${id}`);
      return applicant;
    },

    /** An access token for the hosted page; makes the applicant when it does not exist yet. */
    async createAccessToken(
      merchant: TMerchant,
      body: { externalUserId: string; levelName: TLevelName; ttlInSecs: number },
    ) {
      const { applicant } = await findOrCreate(merchant, {
        externalUserId: body.externalUserId,
        levelName: body.levelName,
      });
      const token: TAccessToken = {
        id: newId('iat'),
        merchantId: merchant.id,
        token: newToken('_act'),
        applicantId: applicant.id,
        expiresAt: addSeconds(clock, body.ttlInSecs),
      };
      await tokens.insert(token);
      return {
        token: token.token,
        userId: applicant.externalUserId,
        applicantId: applicant.id,
        levelName: applicant.levelName,
        expiresAt: token.expiresAt,
        verificationUrl: `${context.publicUrl}/identity/verify?accessToken=${encodeURIComponent(token.token)}`,
      };
    },

    /** The applicant an access token (the hosted page's credential) stands for. */
    async byAccessToken(accessToken: string | undefined): Promise<TApplicant> {
      const token = accessToken
        ? await tokens.find((candidate) => candidate.token === accessToken)
        : undefined;
      if (!token) throw new SandboxError('UnauthorizedError', 'Unknown access token', 401);
      if (secondsUntil(clock, token.expiresAt) === 0) {
        throw new SandboxError(
          'AccessTokenExpiredError',
          'The access token has expired; ask the merchant for a new one',
          401,
        );
      }
      const applicant = await applicants.get(token.applicantId);
      if (!applicant) throw new SandboxError('UnauthorizedError', 'Unknown access token', 401);
      return applicant;
    },

    /** Adds a document to a step of the applicant's level, which completes that step. */
    async addDocument(
      applicant: TApplicant,
      fields: { idDocSetType: string; idDocType: string; country: string },
      file: { fileName: string; declaredType: string; content: Buffer },
    ): Promise<TApplicant> {
      const step = LEVELS[applicant.levelName].find(
        (candidate) => candidate.idDocSetType === fields.idDocSetType,
      );
      if (!step)
        throw new SandboxError(
          'BadRequestError',
          `Level ${applicant.levelName} has no ${fields.idDocSetType} step`,
          400,
        );
      if (!step.types.some((type) => type.value === fields.idDocType)) {
        throw new SandboxError(
          'BadRequestError',
          `${fields.idDocType} is not a document for ${fields.idDocSetType}`,
          400,
          {
            details: { types: step.types.map((type) => type.value) },
          },
        );
      }
      const mimeType = checkDocument(file.content, file.declaredType);
      const documentId = newId('doc');
      const storedAs = await storeDocumentFile(
        context.options.documentDir,
        applicant.id,
        documentId,
        file.content,
      );
      return applicants.update(applicant.id, (current) => {
        if (current.review.reviewStatus !== 'init') {
          void removeDocumentFile(storedAs);
          throw conflict(
            `Documents cannot change while the review is ${current.review.reviewStatus}`,
          );
        }
        return {
          ...current,
          completedSteps: [...new Set([...current.completedSteps, step.idDocSetType])],
          documents: [
            ...current.documents,
            {
              id: documentId,
              ...fields,
              fileName: file.fileName.slice(0, 200),
              mimeType,
              sizeBytes: file.content.length,
              sha256: createHash('sha256').update(file.content).digest('hex'),
              uploadedAt: clock.now().toISOString(),
              storedAs,
            },
          ],
        };
      });
    },

    /** The applicant submits; the review ends after `identityReviewMs` with the chosen result. */
    async submit(applicant: TApplicant, choice: TReviewChoice): Promise<TApplicant> {
      const missing = LEVELS[applicant.levelName]
        .map((step) => step.idDocSetType)
        .filter((step) => !applicant.completedSteps.includes(step));
      if (missing.length > 0)
        throw conflict('Upload every document before submitting', { missingSteps: missing });
      const pending = await applicants.update(applicant.id, (current) => {
        if (current.review.reviewStatus !== 'init')
          throw conflict(`The review is already ${current.review.reviewStatus}`);
        return {
          ...current,
          review: {
            reviewStatus: 'pending',
            attemptCount: current.review.attemptCount,
            submittedAt: clock.now().toISOString(),
          },
        };
      });
      await emit(pending, 'applicant.pending');
      const result = reviewResultOf(choice);
      context.scheduler.later(context.timing.identityReviewMs, async () => {
        const current = await applicants.get(applicant.id);
        if (current?.review.reviewStatus === 'pending') await complete(applicant.id, result);
      });
      return pending;
    },

    /** Operator: ends the review now (as Sumsub's sandbox "testCompleted" does). */
    async review(merchant: TMerchant, id: string, choice: TReviewChoice): Promise<TApplicant> {
      const applicant = await this.get(merchant, id);
      return complete(applicant.id, reviewResultOf(choice));
    },

    /** After a RED RETRY the applicant may upload again: a new attempt starts. */
    async restartIfRetry(applicant: TApplicant): Promise<TApplicant> {
      const result = applicant.review.reviewResult;
      if (
        applicant.review.reviewStatus !== 'completed' ||
        result?.reviewAnswer !== 'RED' ||
        result.reviewRejectType !== 'RETRY'
      ) {
        throw conflict('Only a RED review with RETRY can be retried');
      }
      return applicants.update(applicant.id, (current) => ({
        ...current,
        completedSteps: [],
        review: { reviewStatus: 'init', attemptCount: current.review.attemptCount + 1 },
      }));
    },
  };
}

export type TIdentityService = ReturnType<typeof createIdentityService>;
