import { defineModule } from '#src/lib/module';
import { createMailRepository } from '#src/modules/mail/mail.repository';
import { mailRoutes } from '#src/modules/mail/mail.routes';
import { createMailService, type TMailService } from '#src/modules/mail/mail.service';

declare module '#src/lib/module' {
  interface TModuleServices {
    mail: TMailService;
  }
}

/**
 * Mail through SMTP, or into the outbox. The outbox page shows mail and text messages, and is
 * not registered at all when nobody may read it (decision 102).
 */
export const mailModule = defineModule({
  name: 'mail',
  needs: ['sms'],
  async register(app, { db, config, logger }, { sms }) {
    const mail = createMailService({
      repository: createMailRepository(db),
      smtpUrl: config.SMTP_URL,
      from: config.MAIL_FROM,
      outboxAccess: config.devOutbox,
      logger,
    });
    if (mail.outboxAccess.readers !== 'nobody') mailRoutes(app, { mail, sms });
    return { mail };
  },
});
