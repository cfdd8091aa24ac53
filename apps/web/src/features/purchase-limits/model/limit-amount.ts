/** Dollars as a player types them ("250", "99.5", "1,000") to USD cents; null when not one. */
export function parseLimitDollars(text: string): number | null {
  const match = /^\$?\s*(\d{1,7})(?:\.(\d{1,2}))?$/.exec(text.trim().replaceAll(',', ''));
  if (!match) return null;
  const [, whole = '0', fraction = ''] = match;
  return Number(whole) * 100 + Number(fraction.padEnd(2, '0'));
}

/** Cents as the input shows them: whole dollars without decimals. */
export function limitDollarsText(amountMinor: number): string {
  return amountMinor % 100 === 0 ? String(amountMinor / 100) : (amountMinor / 100).toFixed(2);
}

/** When a waiting raise applies, as the player reads it: the locale's date and the time. */
export function formatLimitMoment(iso: string, dateText: (date: Date) => string): string {
  const date = new Date(iso);
  const time = new Intl.DateTimeFormat('en-US', { hour: 'numeric', minute: '2-digit' }).format(
    date,
  );
  return `${dateText(date)} ${time}`;
}
