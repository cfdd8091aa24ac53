import { AGE_21_US_STATES, EXCLUDED_US_STATES, stateNameList } from '#src/seed/geo-data';

/** Facts the legal pages repeat; one place so the pages never disagree. */
export const OPERATOR = {
  legalName: 'Crown Social Gaming LLC',
  brand: 'Crown Casino',
  mailingAddress: ['Crown Social Gaming LLC', 'PO Box 7070', 'Austin, TX 78767', 'United States'],
  amoeAddress: [
    'Crown Social Gaming LLC',
    'Attn: Sweeps Coins Free Entry',
    'PO Box 7070',
    'Austin, TX 78767',
    'United States',
  ],
  supportEmail: 'support@crowncasino.example',
  privacyEmail: 'privacy@crowncasino.example',
  effectiveDate: 'November 1, 2026',
} as const;

export const EXCLUDED_STATE_NAMES = stateNameList(EXCLUDED_US_STATES);
export const AGE_21_STATE_NAMES = stateNameList(AGE_21_US_STATES);

export function addressHtml(lines: readonly string[]): string {
  return `<address>${lines.join('<br>')}</address>`;
}
