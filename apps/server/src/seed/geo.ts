import type { TDatabase } from '#src/db/client';
import { countries, territories } from '#src/db/schema/index';
import {
  AGE_21_US_STATES,
  EXCLUDED_US_STATES,
  PRIZE_CAPS_MINOR,
  US_STATES,
} from '#src/seed/geo-data';

/**
 * Countries and US territories with the rules a US sweepstakes operator applies in 2026
 * (docs/decisions/023). Names match the IP database's English region names.
 */
const COUNTRIES = [
  { code: 'US', name: 'United States', currencyCode: 'USD', isSupported: true, sortOrder: 0 },
  { code: 'CA', name: 'Canada', currencyCode: 'CAD', isSupported: false, sortOrder: 1 },
  { code: 'GB', name: 'United Kingdom', currencyCode: 'GBP', isSupported: false, sortOrder: 2 },
  { code: 'DE', name: 'Germany', currencyCode: 'EUR', isSupported: false, sortOrder: 3 },
  { code: 'AU', name: 'Australia', currencyCode: 'AUD', isSupported: false, sortOrder: 4 },
  { code: 'MX', name: 'Mexico', currencyCode: 'MXN', isSupported: false, sortOrder: 5 },
];

export async function seedGeo(db: TDatabase): Promise<void> {
  await db.insert(countries).values(COUNTRIES).onConflictDoNothing({ target: countries.code });
  const rows = Object.entries(US_STATES).map(([code, name]) => ({
    key: `US-${code}`,
    countryCode: 'US',
    code,
    name,
    legalAge: AGE_21_US_STATES.includes(code) ? 21 : 18,
    isExcluded: EXCLUDED_US_STATES.includes(code),
    prizeCapMinor: PRIZE_CAPS_MINOR[code] ?? null,
  }));
  // Operators edit these rows; a restart must not undo their changes.
  await db.insert(territories).values(rows).onConflictDoNothing({ target: territories.key });
}
