/** A verification step: one document set the applicant uploads (Sumsub's idDocSetType). */
export interface TStepDefinition {
  idDocSetType: 'IDENTITY' | 'PROOF_OF_RESIDENCE' | 'PAYMENT_METHODS';
  title: string;
  description: string;
  types: { value: string; label: string }[];
}

/**
 * Levels the merchant may ask for: KYC (government ID, then proof of address) and the card
 * ownership check (a photo of the card) that redemptions may need.
 */
export const LEVELS = {
  'basic-kyc-level': [
    {
      idDocSetType: 'IDENTITY',
      title: 'Government-issued ID',
      description: 'A photo or scan of your passport, ID card or driver’s license.',
      types: [
        { value: 'DRIVERS', label: 'Driver’s license' },
        { value: 'PASSPORT', label: 'Passport' },
        { value: 'ID_CARD', label: 'ID card' },
      ],
    },
    {
      idDocSetType: 'PROOF_OF_RESIDENCE',
      title: 'Proof of address',
      description:
        'A utility bill or bank statement from the last 3 months showing your name and address.',
      types: [
        { value: 'UTILITY_BILL', label: 'Utility bill' },
        { value: 'BANK_STATEMENT', label: 'Bank statement' },
      ],
    },
  ],
  'card-ownership-level': [
    {
      idDocSetType: 'PAYMENT_METHODS',
      title: 'Photo of your card',
      description: 'The front of the card you paid with, showing your name and the last 4 digits.',
      types: [{ value: 'BANK_CARD', label: 'Bank card' }],
    },
  ],
} as const satisfies Record<string, readonly TStepDefinition[]>;

export type TLevelName = keyof typeof LEVELS;
export const LEVEL_NAMES = Object.keys(LEVELS) as [TLevelName, ...TLevelName[]];

/** Rejection labels the tester can pick for a RED review (a subset of Sumsub's). */
export const REJECT_LABELS = [
  'UNSATISFACTORY_PHOTOS',
  'DOCUMENT_PAGE_MISSING',
  'EXPIRATION_DATE',
  'ADDRESS_MISMATCH',
  'FORGERY',
  'UNDERAGE_PERSON',
] as const;

export const COUNTRIES = [
  { value: 'USA', label: 'United States' },
  { value: 'CAN', label: 'Canada' },
  { value: 'GBR', label: 'United Kingdom' },
  { value: 'DEU', label: 'Germany' },
] as const;
