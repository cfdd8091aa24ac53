/** The payments frame's words (it is its own app; the casino's locale file is not shipped here). */
export const COPY = {
  title: 'Payment details',
  cardNumber: 'Card number',
  expiry: 'Expiry (MM/YY)',
  cvv: 'CVV',
  holderName: 'Name on card',
  pay: 'Pay {{price}}',
  cancel: 'Cancel',
  paying: 'Processing your payment…',
  threeDsTitle: 'Confirm it is you',
  threeDsText: 'Your bank asks you to confirm this payment.',
  connecting: 'Connecting securely…',
  secureNote: 'Card details go straight to our payment processor. Crown Casino never sees them.',
  invalidNumber: 'Enter a valid card number.',
  invalidExpiry: 'Enter the expiry date as MM/YY.',
  expired: 'This card has expired.',
  invalidCvv: 'Enter the 3 or 4 digit security code.',
  invalidName: 'Enter the name on the card.',
  badPackage: 'This package could not be loaded. Close this window and try again.',
  unreachable: 'We could not reach the payment service. Please try again.',
  gcLabel: 'CC',
  scLabel: 'SC',
  free: 'FREE',
  methodsLabel: 'Payment method',
  redirecting: 'Taking you to the payment page…',
  applePay: 'Buy with Apple Pay',
  orCard: 'or pay by card',
} as const;

/** The payment methods beside the card (the host lists those on offer: flag payment_methods). */
export const METHOD_COPY = {
  card: { tab: 'Card' },
  bank: {
    tab: 'Bank transfer',
    text: 'Pay straight from your bank account. You sign in to your bank on its own page and come back here when you are done.',
    go: 'Continue to your bank',
  },
  skrill: {
    tab: 'Skrill',
    text: 'Pay from your Skrill wallet. You sign in to Skrill on its own page and come back here when you are done.',
    go: 'Continue to Skrill',
  },
} as const;

/**
 * The saved-card words, the same as `store.savedCards` of the casino's en-US.json (a test
 * holds the two equal, word for word).
 */
export const SAVED_CARDS_COPY = {
  title: 'Saved cards',
  card: '{{brand}} ending in {{lastDigits}}',
  expires: 'Expires {{month}}/{{year}}',
  payWith: 'Pay with this card',
  useNewCard: 'Use a new card',
  saveCard: 'Save this card for next time',
  cvvTitle: 'Enter your CVV',
  cvvText: 'For your security, enter the security code of your {{brand}} ending in {{lastDigits}}.',
  back: 'Back to saved cards',
  remove: 'Remove',
  removeConfirm: 'Remove the {{brand}} ending in {{lastDigits}} from your saved cards?',
  removeYes: 'Remove card',
  removeNo: 'Keep it',
  removeFailed: 'The card could not be removed. Please try again.',
  brands: {
    visa: 'Visa',
    mastercard: 'Mastercard',
    amex: 'American Express',
    discover: 'Discover',
  },
} as const;

/** Fills `{{name}}` placeholders. */
export function fill(text: string, values: Record<string, string | number>): string {
  return text.replace(/\{\{(\w+)\}\}/g, (whole, name: string) =>
    name in values ? String(values[name]) : whole,
  );
}

/** Provider codes of a card failure (the spec's provider-code lookup, §8 purchase rows). */
export const PROVIDER_CODE_COPY: Record<string, string> = {
  '3009': 'Your card was declined by the bank. Please try another card.',
  '3022': 'Your card has insufficient funds. Please try another card.',
  '5051': 'The bank could not confirm this payment (3-D Secure failed). Please try again.',
  '3005': 'The security code (CVV) does not match this card.',
};
