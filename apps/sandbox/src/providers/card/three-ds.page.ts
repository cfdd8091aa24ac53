import type { FastifyReply } from 'fastify';
import { html, inlineJson } from '#src/lib/html';
import { formatAmount } from '#src/lib/return-url';
import type { TMerchant } from '#src/options';
import { sendPage } from '#src/pages/layout';
import type { TOrder, TPaymentHandle } from '#src/providers/card/card.model';

const BRAND_NAMES = {
  visa: 'Visa',
  mastercard: 'Mastercard',
  amex: 'American Express',
  discover: 'Discover',
} as const;

/** The issuer's challenge: the tester chooses whether the cardholder authenticates. */
export function sendChallengePage(
  reply: FastifyReply,
  merchant: TMerchant,
  handle: TPaymentHandle,
  order: TOrder | undefined,
  challengeId: string,
): FastifyReply {
  const card = `${BRAND_NAMES[handle.card.brand]} ending ${handle.card.lastDigits}`;
  return sendPage(reply, {
    title: '3-D Secure authentication',
    provider: `${BRAND_NAMES[handle.card.brand]} issuer · 3-D Secure 2`,
    frameAncestors: merchant.allowedOrigins,
    formTargets: handle.returnLinks.map((link) => new URL(link.href).origin),
    body: html`<div class="card">
      <h1>Confirm this payment</h1>
      <p>Your bank asks you to confirm a card payment.</p>
      <dl>
        <dt>Merchant</dt>
        <dd>${merchant.displayName}</dd>
        ${
          order
            ? html`<dt>Amount</dt>
                <dd>${formatAmount(order.amount, order.currencyCode)}</dd>`
            : ''
        }
        <dt>Card</dt>
        <dd>${card}</dd>
      </dl>
      <form method="post" action="/card/3ds/${challengeId}">
        <div class="actions two">
          <button class="primary" type="submit" name="outcome" value="authenticate">
            Authenticate
          </button>
          <button class="danger" type="submit" name="outcome" value="fail">
            Fail authentication
          </button>
        </div>
      </form>
      <p class="muted spaced">Sandbox: choose the cardholder's answer. No code is needed.</p>
    </div>`,
  });
}

/**
 * Shown when the merchant gave no return link: the result, also posted to the page that opened
 * or framed the challenge (only to the origin that tokenised the card).
 */
export function sendChallengeResultPage(
  reply: FastifyReply,
  merchant: TMerchant,
  handle: TPaymentHandle,
): FastifyReply {
  const isAuthenticated = handle.status === 'PAYABLE';
  const message = {
    source: 'sandbox.card',
    type: 'threeDs.completed',
    paymentHandleId: handle.id,
    status: handle.status,
  };
  const script = handle.origin
    ? `(function(){var message=${inlineJson(message).value};var origin=${inlineJson(handle.origin).value};
if(window.parent&&window.parent!==window){window.parent.postMessage(message,origin);}
if(window.opener){window.opener.postMessage(message,origin);}})();`
    : undefined;
  return sendPage(reply, {
    title: 'Authentication finished',
    provider: '3-D Secure 2',
    frameAncestors: merchant.allowedOrigins,
    body: html`<div class="card">
      <h1>${isAuthenticated ? 'Authentication complete' : 'Authentication failed'}</h1>
      <p class="notice ${isAuthenticated ? 'ok' : 'error'}" role="status">
        ${isAuthenticated ? 'The payment can now be submitted.' : 'The card was not authenticated.'}
      </p>
      <p class="muted">You can close this window.</p>
    </div>`,
    ...(script ? { script } : {}),
  });
}
