import type { TRecord } from '#src/store/store';
import { LEVELS, type TLevelName } from '#src/providers/identity/identity.levels';

/** What the applicant's answers show of an uploaded document: its description and digest. */
export interface TDocument {
  id: string;
  idDocSetType: string;
  idDocType: string;
  country: string;
  fileName: string;
  mimeType: string;
  sizeBytes: number;
  sha256: string;
  uploadedAt: string;
}

/** A document as the sandbox keeps it: with where its file is stored (never shown or served). */
export interface TStoredDocument extends TDocument {
  storedAs: string;
}

export interface TReviewResult {
  reviewAnswer: 'GREEN' | 'RED';
  rejectLabels?: string[];
  reviewRejectType?: 'RETRY' | 'FINAL';
  moderationComment?: string;
  clientComment?: string;
}

export interface TApplicant extends TRecord {
  externalUserId: string;
  levelName: TLevelName;
  email?: string;
  phone?: string;
  info?: Record<string, string>;
  /** Steps done in the current attempt (a RED RETRY review starts a new attempt). */
  completedSteps: string[];
  documents: TStoredDocument[];
  review: {
    reviewStatus: 'init' | 'pending' | 'completed';
    attemptCount: number;
    reviewResult?: TReviewResult;
    submittedAt?: string;
    reviewDate?: string;
  };
  createdAt: string;
}

export interface TAccessToken extends TRecord {
  token: string;
  applicantId: string;
  expiresAt: string;
}

export function stepsOf(applicant: TApplicant) {
  return LEVELS[applicant.levelName].map((step) => ({
    idDocSetType: step.idDocSetType,
    title: step.title,
    types: step.types.map((type) => type.value),
    status: applicant.completedSteps.includes(step.idDocSetType) ? 'completed' : 'init',
  }));
}

export function presentApplicant(applicant: TApplicant) {
  return {
    id: applicant.id,
    externalUserId: applicant.externalUserId,
    levelName: applicant.levelName,
    ...(applicant.email ? { email: applicant.email } : {}),
    ...(applicant.phone ? { phone: applicant.phone } : {}),
    ...(applicant.info ? { info: applicant.info } : {}),
    createdAt: applicant.createdAt,
    steps: stepsOf(applicant),
    documents: applicant.documents.map(
      ({ storedAs: _storedAs, ...document }): TDocument => document,
    ),
    review: applicant.review,
  };
}
