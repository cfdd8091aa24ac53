import nodemailer from 'nodemailer';
import type { Logger } from 'pino';
import type { TMailRepository, TOutboxMail } from '#src/modules/mail/mail.repository';

export interface TMail {
  to: string;
  subject: string;
  text: string;
  html: string;
}

/**
 * Sends mail through SMTP when SMTP_URL is set; otherwise keeps it in the outbox table, which the
 * dev-only page /api/dev/outbox shows so a local player can click their verification link.
 */
export function createMailService(deps: {
  repository: TMailRepository;
  smtpUrl: string | undefined;
  from: string;
  /** The outbox page is for development and the demo only, never in production. */
  isDevPageEnabled: boolean;
  logger: Logger;
}) {
  const transport = deps.smtpUrl ? nodemailer.createTransport(deps.smtpUrl) : null;
  return {
    isOutboxMode: transport === null,
    isDevPageEnabled: deps.isDevPageEnabled,

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
