import { randomInt } from 'node:crypto';
import type { TProviderError } from '#src/providers/card/card.model';
import type { TCardScenario } from '#src/providers/card/test-cards';

export const CVV_NOT_PRESENT_WARNING = {
  code: 'CVV-value-not-present',
  message: 'The issuer received no CVV value; the payment was approved without CVV verification.',
} as const;

export const PROVIDER_ERRORS = {
  cardDeclined: {
    code: '3009',
    name: 'cardDeclined',
    message: 'The payment was declined by the issuing bank.',
  },
  insufficientFunds: {
    code: '3022',
    name: 'insufficientFunds',
    message: 'The card was declined for insufficient funds.',
  },
  avsCheckFailed: {
    code: '3007',
    name: 'avsCheckFailed',
    message: 'The billing address did not pass the address verification (AVS) check.',
  },
} as const satisfies Record<string, TProviderError>;

export interface TCardOutcome {
  status: 'COMPLETED' | 'FAILED' | 'PENDING';
  error?: TProviderError;
  warnings: { code: string; message: string }[];
  gatewayResponse: {
    authCode?: string;
    avsResponse: 'MATCH' | 'NO_MATCH' | 'NOT_PROCESSED';
    cvvVerification: 'MATCH' | 'NOT_PROCESSED';
  };
}

function authCode(): string {
  return String(randomInt(100_000, 1_000_000));
}

/**
 * What the processor answers for a card, decided by its test scenario alone, so a test picks
 * the outcome by picking the card. A payment without a CVV is approved but flagged the way the
 * spec's card error reads (CVV-value-not-present).
 */
export function cardOutcome(scenario: TCardScenario, hasCvv: boolean): TCardOutcome {
  const isCvvMissing = scenario === 'cvvNotPresent' || !hasCvv;
  const approved = (): TCardOutcome => ({
    status: 'COMPLETED',
    warnings: isCvvMissing ? [{ ...CVV_NOT_PRESENT_WARNING }] : [],
    gatewayResponse: {
      authCode: authCode(),
      avsResponse: 'MATCH',
      cvvVerification: isCvvMissing ? 'NOT_PROCESSED' : 'MATCH',
    },
  });
  const declined = (
    error: TProviderError,
    avsResponse: 'MATCH' | 'NO_MATCH' = 'MATCH',
  ): TCardOutcome => ({
    status: 'FAILED',
    error: { ...error },
    warnings: [],
    gatewayResponse: { avsResponse, cvvVerification: isCvvMissing ? 'NOT_PROCESSED' : 'MATCH' },
  });
  switch (scenario) {
    case 'approve':
    case 'challenge':
    case 'challengeFail':
    case 'cvvNotPresent':
    case 'payoutDecline':
      return approved();
    case 'decline':
      return declined(PROVIDER_ERRORS.cardDeclined);
    case 'insufficientFunds':
      return declined(PROVIDER_ERRORS.insufficientFunds);
    case 'avsFailure':
      return declined(PROVIDER_ERRORS.avsCheckFailed, 'NO_MATCH');
    case 'timeout':
      return {
        status: 'PENDING',
        warnings: [],
        gatewayResponse: { avsResponse: 'NOT_PROCESSED', cvvVerification: 'NOT_PROCESSED' },
      };
  }
}

/** The final answer of a payment that was PENDING. */
export function resolvedOutcome(status: 'COMPLETED' | 'FAILED', hasCvv: boolean): TCardOutcome {
  return status === 'COMPLETED' ? cardOutcome('approve', hasCvv) : cardOutcome('decline', hasCvv);
}
