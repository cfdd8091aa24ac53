/** What a test card makes the sandbox do; every other valid card number approves. */
export type TCardScenario =
  | 'approve'
  | 'challenge'
  | 'challengeFail'
  | 'decline'
  | 'insufficientFunds'
  | 'avsFailure'
  | 'cvvNotPresent'
  | 'timeout'
  | 'payoutDecline';

export interface TTestCard {
  cardNum: string;
  brand: 'visa' | 'mastercard' | 'amex' | 'discover';
  scenario: TCardScenario;
  outcome: string;
}

/** Published in the README and at GET /card/test-cards. Every number passes the Luhn check. */
export const TEST_CARDS: readonly TTestCard[] = [
  {
    cardNum: '4111111111111111',
    brand: 'visa',
    scenario: 'approve',
    outcome: 'Approved; 3DS frictionless (no challenge).',
  },
  {
    cardNum: '5555555555554444',
    brand: 'mastercard',
    scenario: 'approve',
    outcome: 'Approved; 3DS frictionless (no challenge).',
  },
  {
    cardNum: '4000000000003220',
    brand: 'visa',
    scenario: 'challenge',
    outcome:
      '3DS challenge page; "Authenticate" makes the handle PAYABLE and the payment approves, "Fail authentication" fails the handle (5051 threeDsAuthenticationFailed).',
  },
  {
    cardNum: '4000008400001629',
    brand: 'visa',
    scenario: 'challengeFail',
    outcome:
      '3DS challenge page; the issuer rejects whatever is chosen: the handle FAILS with 5051 threeDsAuthenticationFailed.',
  },
  {
    cardNum: '4000000000000002',
    brand: 'visa',
    scenario: 'decline',
    outcome: 'Payment FAILED: 3009 cardDeclined (declined by the issuing bank).',
  },
  {
    cardNum: '4000000000009995',
    brand: 'visa',
    scenario: 'insufficientFunds',
    outcome: 'Payment FAILED: 3022 insufficientFunds.',
  },
  {
    cardNum: '4000000000000010',
    brand: 'visa',
    scenario: 'avsFailure',
    outcome: 'Payment FAILED: 3007 avsCheckFailed (billing address does not match).',
  },
  {
    cardNum: '4000000000000101',
    brand: 'visa',
    scenario: 'cvvNotPresent',
    outcome:
      'Payment COMPLETED, flagged: cvvVerification NOT_PROCESSED and the warning CVV-value-not-present.',
  },
  {
    cardNum: '4000000000000259',
    brand: 'visa',
    scenario: 'timeout',
    outcome:
      'Payment PENDING (processor timeout); completes later (SANDBOX_PENDING_RESOLVE_MS) with a payment.completed webhook.',
  },
  {
    cardNum: '4000000000000317',
    brand: 'visa',
    scenario: 'payoutDecline',
    outcome:
      'Payment approved (it can be saved); a payout (credit) to it FAILS: 3009, the issuing bank refuses credits.',
  },
  {
    cardNum: '378282246310005',
    brand: 'amex',
    scenario: 'approve',
    outcome: 'Approved by card (CVV has 4 digits); Apple Pay refuses American Express.',
  },
];

export function scenarioOf(cardNum: string): TCardScenario {
  return TEST_CARDS.find((card) => card.cardNum === cardNum)?.scenario ?? 'approve';
}
