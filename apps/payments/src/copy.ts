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
} as const;

/** Provider codes of a card failure (the spec's provider-code lookup, §8 purchase rows). */
export const PROVIDER_CODE_COPY: Record<string, string> = {
  '3009': 'Your card was declined by the bank. Please try another card.',
  '3022': 'Your card has insufficient funds. Please try another card.',
  '5051': 'The bank could not confirm this payment (3-D Secure failed). Please try again.',
};
