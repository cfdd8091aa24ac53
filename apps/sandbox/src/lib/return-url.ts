import { SandboxError } from '#src/lib/errors';
import type { TMerchant } from '#src/options';

/** A return address must lead back to one of the merchant's origins (no open redirect). */
export function checkReturnUrl(merchant: TMerchant, url: string, field: string): void {
  if (!merchant.allowedOrigins.includes(new URL(url).origin)) {
    throw new SandboxError(
      'BadRequestError',
      `${field} leads outside the merchant's allowed origins`,
      400,
      {
        details: { [field]: url, allowedOrigins: merchant.allowedOrigins },
      },
    );
  }
}

/** The merchant's address with the result parameters added (its own parameters are kept). */
export function withParameters(url: string, parameters: Record<string, string>): string {
  const target = new URL(url);
  for (const [name, value] of Object.entries(parameters)) target.searchParams.set(name, value);
  return target.toString();
}

export function formatAmount(amount: number, currencyCode: string): string {
  return new Intl.NumberFormat('en-US', { style: 'currency', currency: currencyCode }).format(
    amount / 100,
  );
}
