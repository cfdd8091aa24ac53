import type { FastifyReply } from 'fastify';
import { html } from '#src/lib/html';
import { formatAmount, withParameters } from '#src/lib/return-url';
import type { TMerchant } from '#src/options';
import { sendPage } from '#src/pages/layout';
import type { TSkrillSession } from '#src/providers/skrill/skrill.model';

const RETURN_STATUS = {
  COMPLETED: 'complete',
  FAILED: 'failed',
  CANCELLED: 'cancelled',
  PENDING: 'pending',
  CREATED: 'default',
} as const;

/** The merchant's return address with the parameters the casino reads on a Skrill return. */
export function skrillReturnUrl(session: TSkrillSession): string {
  const base =
    session.status === 'CANCELLED' && session.cancelUrl ? session.cancelUrl : session.returnUrl;
  return withParameters(base, {
    method: 'skrill',
    type: 'purchase',
    status: RETURN_STATUS[session.status],
    ...(session.transactionId ? { transactionId: session.transactionId } : {}),
    merchantRefNum: session.merchantRefNum,
    skrillSessionId: session.id,
  });
}

/** The Skrill wallet page: the payer signs in with an e-mail and chooses how the payment ends. */
export function sendSkrillPage(
  reply: FastifyReply,
  merchant: TMerchant,
  session: TSkrillSession,
): FastifyReply {
  if (session.status !== 'CREATED') {
    return sendPage(reply, {
      title: 'Skrill payment',
      provider: 'Skrill wallet',
      frameAncestors: merchant.allowedOrigins,
      body: html`<div class="card">
        <h1>This Skrill payment has ended</h1>
        <p class="notice info" role="status">Status: ${session.status}</p>
        ${session.status === 'CANCELLED' ? html`<p>Nothing was charged.</p>` : ''}
        <a class="button secondary" href="${skrillReturnUrl(session)}">Return to merchant</a>
      </div>`,
    });
  }
  const targets = [session.returnUrl, session.cancelUrl].filter((url): url is string =>
    Boolean(url),
  );
  return sendPage(reply, {
    title: 'Pay with Skrill',
    provider: 'Skrill wallet',
    frameAncestors: merchant.allowedOrigins,
    formTargets: [...new Set(targets.map((url) => new URL(url).origin))],
    body: html`<div class="card">
      <h1>Pay with Skrill</h1>
      <dl>
        <dt>Merchant</dt>
        <dd>${merchant.displayName}</dd>
        <dt>Amount</dt>
        <dd>${formatAmount(session.amount, session.currencyCode)}</dd>
        ${
          session.description
            ? html`<dt>For</dt>
                <dd>${session.description}</dd>`
            : ''
        }
        <dt>Reference</dt>
        <dd>${session.merchantRefNum}</dd>
      </dl>
      <form method="post" action="/skrill/pay">
        <input type="hidden" name="sid" value="${session.id}" />
        <label for="email">Skrill account e-mail</label>
        <input
          id="email"
          name="email"
          type="email"
          required
          autocomplete="email"
          value="${session.payerEmail ?? ''}"
        />
        <p class="hint">Any address works in the sandbox; no password is needed.</p>
        <div class="actions two">
          <button class="primary" type="submit" name="outcome" value="complete">
            Complete payment
          </button>
          <button class="secondary" type="submit" name="outcome" value="pending">
            Leave pending
          </button>
          <button class="danger" type="submit" name="outcome" value="fail">Fail</button>
          <button class="neutral" type="submit" name="outcome" value="cancel" formnovalidate>
            Cancel
          </button>
        </div>
      </form>
    </div>`,
  });
}
