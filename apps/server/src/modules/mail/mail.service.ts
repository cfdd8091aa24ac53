import nodemailer from 'nodemailer';
import type { Logger } from 'pino';
import type { TOutboxAccess } from '#src/config';
import type { TMailRepository, TOutboxMail } from '#src/modules/mail/mail.repository';

export interface TMail {
  to: string;
  subject: string;
  text: string;
  html: string;
}

/**
 * Sends mail through SMTP when SMTP_URL is set; otherwise keeps it in the outbox table, which the
 * page /api/dev/outbox shows so a local player can click their verification link. Who may read
 * that page is `outboxAccess` (DEV_OUTBOX, decision 102).
 */
export function createMailService(deps: {
  repository: TMailRepository;
  smtpUrl: string | undefined;
  from: string;
  outboxAccess: TOutboxAccess;
  logger: Logger;
}) {
  const transport = deps.smtpUrl ? nodemailer.createTransport(deps.smtpUrl) : null;
  return {
    isOutboxMode: transport === null,
    outboxAccess: deps.outboxAccess,

    async send(mail: TMail): Promise<void> {
      if (!transport) {
        await deps.repository.insert({
          toAddress: mail.to,
          subject: mail.subject,
          text: mail.text,
          html: mail.html,
        });
        return;
      }
      await transport.sendMail({ from: deps.from, ...mail });
      deps.logger.info({ subject: mail.subject }, 'mail sent');
    },

    async listOutbox(options: { limit?: number; to?: string } = {}): Promise<TOutboxMail[]> {
      return deps.repository.listNewest(options.limit ?? 50, options.to);
    },
  };
}
export type TMailService = ReturnType<typeof createMailService>;
