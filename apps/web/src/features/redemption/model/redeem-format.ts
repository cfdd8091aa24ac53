import { asAmountMinor, formatAmount } from '@casino/money';

/** SC hundredths as the redeem screens show them ("1,234.50"); payouts use the same digits. */
export function sc(amountMinor: number): string {
  return formatAmount(asAmountMinor(amountMinor), { coin: 'SC', style: 'coins' });
}
