import { zText } from '@casino/contracts';
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { notFound } from '#src/lib/errors';
import { canReadOutbox } from '#src/modules/mail/outbox-access';
import type { TMailService } from '#src/modules/mail/mail.service';
import type { TSmsService } from '#src/modules/sms/sms.service';

/** The address (or phone number) to show mail and texts for; all of them when absent. */
const ZOutboxQuery = z.object({ to: zText().max(254).optional() });

function escapeHtml(value: string): string {
  return value.replace(
    /[&<>"']/g,
    (character) =>
      ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[character] ??
      character,
  );
}

type TMails = Awaited<ReturnType<TMailService['listOutbox']>>;
type TTexts = Awaited<ReturnType<TSmsService['listOutbox']>>;

function renderOutbox(mails: TMails, texts: TTexts): string {
  const mailItems = mails
    .map(
      (mail) => `<article class="mail">
  <header><strong>${escapeHtml(mail.subject)}</strong> → ${escapeHtml(mail.toAddress)}
  <time>${mail.createdAt.toISOString()}</time></header>
  <div class="body">${mail.html}</div>
</article>`,
    )
    .join('\n');
  const textItems = texts
    .map(
      (text) => `<article class="sms"><header>SMS → ${escapeHtml(text.toNumber)}
  <time>${text.createdAt.toISOString()}</time></header><p>${escapeHtml(text.text)}</p></article>`,
    )
    .join('\n');
  return `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>Outbox</title></head>
<body><h1>Outbox (development)</h1><h2>Mail</h2>${mailItems || '<p>No mail yet.</p>'}
<h2>Text messages</h2>${textItems || '<p>No text messages yet.</p>'}</body></html>`;
}

/**
 * The outbox page (mail and SMS): every account's verification and reset links, so it answers
 * only the readers DEV_OUTBOX allows (decision 102) and is not registered when nobody may read
 * it. The mail HTML is our own template (user input inside it is escaped when the template is
 * built), so it is embedded as it is.
 */
export function mailRoutes(
  app: FastifyInstance,
  services: { mail: TMailService; sms: TSmsService },
): void {
  app.get(
    '/api/dev/outbox',
    { config: { access: 'public' }, schema: { hide: true, querystring: ZOutboxQuery } },
    async (request, reply) => {
      if (!canReadOutbox(services.mail.outboxAccess, request)) throw notFound('Not found');
      const { to } = ZOutboxQuery.parse(request.query);
      const filter = { limit: 50, ...(to ? { to } : {}) };
      const mails = await services.mail.listOutbox(filter);
      const texts = await services.sms.listOutbox(filter);
      return reply.type('text/html; charset=utf-8').send(renderOutbox(mails, texts));
    },
  );
}
