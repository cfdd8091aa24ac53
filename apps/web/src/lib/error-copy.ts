import type { TErrorName } from '@casino/contracts';
import { ApiError } from '#src/lib/api-client';
import type enUS from '#src/locales/en-US.json';

type TLeafKeys<T> = {
  [K in keyof T & string]: T[K] extends string ? K : `${K}.${TLeafKeys<T[K]>}`;
}[keyof T & string];

/** A key of the en-US locale file that holds a text. */
export type TLocaleKey = TLeafKeys<typeof enUS>;

/**
 * The copy of every error name the API answers. It is total over TErrorName, so a name added to
 * contracts fails typecheck here until it has copy; spec texts are used where the spec has one.
 */
export const ERROR_COPY = {
  ValidationError: 'errors.validation',
  BadRequestError: 'errors.badRequest',
  UnauthorizedError: 'errors.unauthorized',
  ForbiddenError: 'errors.forbidden',
  NotFoundError: 'errors.notFound',
  MethodNotAllowedError: 'errors.generic',
  NotAcceptableError: 'errors.generic',
  ConflictError: 'errors.conflict',
  PayloadTooLargeError: 'errors.tooLarge',
  UriTooLongError: 'errors.tooLarge',
  UnsupportedMediaTypeError: 'errors.generic',
  TooManyRequestsError: 'errors.tooManyRequests',
  InternalServerErrorType: 'errors.generic',
  ServiceUnavailableError: 'errors.serviceUnavailable',
  InvalidCredentialsError: 'errors.invalidCredentials',
  InvalidTicketError: 'errors.verificationExpired',
  InvalidResetTokenError: 'errors.resetLinkInvalid',
  EmailRequiredError: 'errors.emailRequired',
  AccountConflictError: 'errors.accountExists',
  AccountLockedError: 'auth.locked.text',
  ExcludedTerritoryError: 'auth.excluded',
  OAuthStateError: 'errors.signInExpired',
  OAuthCancelledError: 'errors.signInCancelled',
  OAuthError: 'errors.signInFailed',
  UnderAgeError: 'validation.underAge',
  PhoneNumberInUseError: 'validation.phoneInUse',
  PhoneVerificationNotStartedError: 'validation.phoneNotStarted',
  PhoneCodeExpiredError: 'errors.phoneCodeExpired',
  InvalidPhoneCodeError: 'errors.phoneCodeInvalid',
  InsufficientFundsError: 'errors.insufficientFunds',
  InvalidTransferError: 'errors.transferRefused',
  IdempotencyKeyRequiredError: 'errors.requestNotRepeatable',
  IdempotencyKeyInvalidError: 'errors.requestNotRepeatable',
  IdempotencyKeyReusedError: 'errors.requestAlreadyMade',
  IdempotencyInProgressError: 'errors.requestInProgress',
  GameNotFoundError: 'game.notFound',
  GameUrlNotFoundError: 'game.urlNotFound',
  UnknownVariantError: 'game.notFound',
  InvalidBetLevelError: 'errors.betLevelRefused',
  InvalidRoundInputError: 'errors.roundInputRefused',
  RoundNotFoundError: 'errors.roundNotFound',
  RoundInProgressError: 'errors.roundInProgress',
  RoundNotOpenError: 'errors.roundOver',
  StepOutOfOrderError: 'errors.roundOutOfStep',
  ConfigMissingError: 'errors.generic',
  DailyBonusNotAvailableError: 'errors.dailyBonusCollected',
  RefillBonusNotAvailableError: 'errors.refillNotDue',
  AmoeCodeNotFoundError: 'errors.amoeCodeNotFound',
  AmoeEnvelopeAlreadyRecordedError: 'errors.amoeEnvelopeRecorded',
  AmoePeriodLimitReachedError: 'errors.amoePeriodLimit',
  ReferralBonusNotFoundError: 'errors.referralBonusNotFound',
  ReferralBonusAlreadyClaimedError: 'errors.referralBonusClaimed',
  TermsOfServiceNotFoundError: 'errors.termsNotFound',
  TermsOfServiceOutdatedError: 'errors.termsOutdated',
  TermsOfServiceAcceptanceRequiredError: 'errors.termsAcceptanceRequired',
  PromoCodeInactiveError: 'promotions.errors.inactive',
  PromoCodeExpiredError: 'promotions.errors.expired',
  PromoCodeAlreadyUsedByUserError: 'promotions.errors.alreadyUsed',
  PromoCodeReachedTotalLimitError: 'promotions.errors.totalLimit',
  PromoCodeNotExistsError: 'promotions.errors.notExists',
  PromoCodeNotApplicableError: 'promotions.errors.notApplicable',
  PackageNotFoundError: 'errors.packageNotFound',
  PurchaseBlockedError: 'errors.purchaseBlocked',
  PurchaseOrderNotFoundError: 'errors.purchaseOrderNotFound',
  PurchaseOrderStateError: 'errors.purchaseOrderState',
  PaymentDeclinedError: 'errors.paymentDeclined',
  PurchaseOrderExpiredError: 'errors.purchaseOrderExpired',
  AvsCheckFailedError: 'errors.avsCheckFailed',
  PaymentProviderError: 'errors.paymentProvider',
  SavedCardNotFoundError: 'errors.savedCardNotFound',
  PaymentOptionNotFoundError: 'errors.paymentOptionNotFound',
  RedeemAmountOutOfRangeError: 'errors.redeemAmountOutOfRange',
  RedeemRequestNotFoundError: 'errors.redeemRequestNotFound',
  RedeemRequestStateError: 'errors.redeemRequestState',
  OtpRequiredError: 'errors.otpRequired',
  InvalidOtpError: 'errors.invalidOtp',
  FailedToSendOtpError: 'errors.failedToSendOtp',
  OtpPhoneRequiredError: 'errors.otpPhoneRequired',
  WebhookSignatureInvalidError: 'errors.generic',
  PurchaseLimitExceededError: 'purchaseLimits.exceeded.textGeneric',
  PurchaseLimitTooHighError: 'errors.purchaseLimitTooHigh',
  ApplePayGeolocationRequiredError: 'errors.applePayGeolocationRequired',
  ForceKYCError: 'kyc.errors.required',
  KycTokenError: 'kyc.tokenFailed',
  KycApplicantNotFoundError: 'errors.generic',
  KycAlreadyCompletedError: 'kyc.errors.alreadyCompleted',
  PocSessionNotFoundError: 'poc.errors.sessionNotFound',
  PocSessionStateError: 'poc.errors.sessionState',
  PocTokenError: 'poc.errors.token',
  DailyMissionRewardNotClaimableError: 'errors.dailyMissionRewardNotClaimable',
  EventTriggerNotClaimableError: 'errors.eventTriggerNotClaimable',
  EventPackageHasPriceError: 'errors.eventPackageHasPrice',
  RollingOfferStepError: 'errors.rollingOfferStep',
  NoActiveQuestError: 'errors.noActiveQuest',
  QuestMilestoneNotClaimableError: 'errors.questMilestoneNotClaimable',
  QuestNotCompletedError: 'errors.questNotCompleted',
  CoinBackBoosterUnavailableError: 'errors.coinBackBoosterUnavailable',
  WheelOfFortuneNotBoughtError: 'errors.wheelOfFortuneNotBought',
} as const satisfies Record<TErrorName, TLocaleKey>;

export type TTranslate = (key: TLocaleKey, values?: Record<string, string | number>) => string;

/** Numbers and strings of an error's details, for the copy's placeholders (e.g. {{legalAge}}). */
function placeholderValues(details: unknown): Record<string, string | number> {
  if (!details || typeof details !== 'object' || Array.isArray(details)) return {};
  return Object.fromEntries(
    Object.entries(details).filter(
      (entry): entry is [string, string | number] =>
        typeof entry[1] === 'string' || typeof entry[1] === 'number',
    ),
  );
}

/** Whether a name (from an answer or a link's `authError`) is one the API answers. */
export function hasErrorCopy(name: string): name is TErrorName {
  return Object.hasOwn(ERROR_COPY, name);
}

/** The copy key of an error name; a name outside the set (an old link, a typo) gets the generic. */
export function errorCopyKey(name: string): TLocaleKey {
  return hasErrorCopy(name) ? ERROR_COPY[name] : 'errors.generic';
}

/**
 * The one way the UI turns a failure into words: an API error shows its name's copy, anything
 * else (a network failure, a thrown Error) the generic copy. A server's own text never shows.
 */
export function errorCopy(error: unknown, t: TTranslate): string {
  if (!(error instanceof ApiError)) return t('errors.generic');
  return t(errorCopyKey(error.name), placeholderValues(error.details));
}
