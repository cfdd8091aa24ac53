/**
 * What the host remembers across the trip to the bank or Skrill page (spec §2): the Skrill
 * session the frame started (skrillSessionStarted), checked on the return, and the in-process
 * transaction a payment_result socket message may settle (§4 step 5). Kept per tab
 * (sessionStorage): the provider sends the same tab back.
 */
const SKRILL_SESSION_KEY = 'crown.payments.skrillSessionId';
const TRANSACTION_KEY = 'crown.payments.transactionId';
const HANDLED_KEY = 'crown.payments.handledTransactions';
/** Handled transactions remembered: far more than one tab's purchases. */
const HANDLED_KEPT = 50;

function read(key: string): string | null {
  try {
    return window.sessionStorage.getItem(key);
  } catch {
    return null;
  }
}

function write(key: string, value: string | null): void {
  try {
    if (value === null) window.sessionStorage.removeItem(key);
    else window.sessionStorage.setItem(key, value);
  } catch (error) {
    console.warn('Payment session not kept', error);
  }
}

function handledTransactions(): string[] {
  try {
    const parsed: unknown = JSON.parse(read(HANDLED_KEY) ?? '[]');
    return Array.isArray(parsed) ? parsed.filter((id): id is string => typeof id === 'string') : [];
  } catch {
    return [];
  }
}

export const paymentSession = {
  /**
   * Marks a transaction's success as handled; false when it was already (in this tab, also
   * across a reload or the return address opened again).
   */
  claimSuccess: (transactionId: string): boolean => {
    const handled = handledTransactions();
    if (handled.includes(transactionId)) return false;
    write(HANDLED_KEY, JSON.stringify([...handled, transactionId].slice(-HANDLED_KEPT)));
    return true;
  },
  skrillSessionId: () => read(SKRILL_SESSION_KEY),
  keepSkrillSessionId: (sessionId: string | null) => write(SKRILL_SESSION_KEY, sessionId),
  transactionId: () => read(TRANSACTION_KEY),
  keepTransactionId: (transactionId: string | null) => write(TRANSACTION_KEY, transactionId),
};

/** The provider page's address, if the frame gave a web address (never script or data). */
export function providerPageUrl(url: string | undefined): string | null {
  if (!url) return null;
  try {
    const parsed = new URL(url);
    return parsed.protocol === 'https:' || parsed.protocol === 'http:' ? parsed.toString() : null;
  } catch {
    return null;
  }
}
