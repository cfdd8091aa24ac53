/** US territory rules for a sweepstakes operator in 2026 (docs/decisions/023). */
export const US_STATES: Record<string, string> = {
  AL: 'Alabama',
  AK: 'Alaska',
  AZ: 'Arizona',
  AR: 'Arkansas',
  CA: 'California',
  CO: 'Colorado',
  CT: 'Connecticut',
  DE: 'Delaware',
  DC: 'District of Columbia',
  FL: 'Florida',
  GA: 'Georgia',
  HI: 'Hawaii',
  ID: 'Idaho',
  IL: 'Illinois',
  IN: 'Indiana',
  IA: 'Iowa',
  KS: 'Kansas',
  KY: 'Kentucky',
  LA: 'Louisiana',
  ME: 'Maine',
  MD: 'Maryland',
  MA: 'Massachusetts',
  MI: 'Michigan',
  MN: 'Minnesota',
  MS: 'Mississippi',
  MO: 'Missouri',
  MT: 'Montana',
  NE: 'Nebraska',
  NV: 'Nevada',
  NH: 'New Hampshire',
  NJ: 'New Jersey',
  NM: 'New Mexico',
  NY: 'New York',
  NC: 'North Carolina',
  ND: 'North Dakota',
  OH: 'Ohio',
  OK: 'Oklahoma',
  OR: 'Oregon',
  PA: 'Pennsylvania',
  RI: 'Rhode Island',
  SC: 'South Carolina',
  SD: 'South Dakota',
  TN: 'Tennessee',
  TX: 'Texas',
  UT: 'Utah',
  VT: 'Vermont',
  VA: 'Virginia',
  WA: 'Washington',
  WV: 'West Virginia',
  WI: 'Wisconsin',
  WY: 'Wyoming',
  PR: 'Puerto Rico',
};

/**
 * States whose law or regulators bar online sweepstakes casinos. New Jersey's 2025 ban would
 * put it here too, but it is the demo's default region (GEO_DEFAULT_TERRITORY, demo players):
 * an operator going live sets is_excluded for US-NJ (docs/decisions/023).
 */
export const EXCLUDED_US_STATES = [
  'CA',
  'CT',
  'DE',
  'ID',
  'KY',
  'LA',
  'MI',
  'MT',
  'NV',
  'NY',
  'WA',
];
/** Age of majority above 18 (AL, NE 19; MS 21) or casino age 21 (MA): we require 21 there. */
export const AGE_21_US_STATES = ['AL', 'MA', 'MS', 'NE'];
/** Florida bonds and registers game promotions above $5,000: one redemption pays at most that. */
export const PRIZE_CAPS_MINOR: Record<string, number> = { FL: 500_000 };

/** "California, Connecticut and Washington": state names for legal text. */
export function stateNameList(codes: readonly string[]): string {
  const names = codes.map((code) => US_STATES[code] ?? code).sort();
  if (names.length <= 1) return names.join('');
  return `${names.slice(0, -1).join(', ')} and ${names.at(-1)}`;
}
