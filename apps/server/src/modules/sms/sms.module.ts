import { defineModule } from '#src/lib/module';
import { createSmsRepository } from '#src/modules/sms/sms.repository';
import {
  createOutboxSmsProvider,
  createSmsService,
  type TSmsService,
} from '#src/modules/sms/sms.service';

declare module '#src/lib/module' {
  interface TModuleServices {
    sms: TSmsService;
  }
}

/** Text messages through a provider; the sandbox one keeps them in the outbox. No routes. */
export const smsModule = defineModule({
  name: 'sms',
  needs: [],
  async register(_app, { db }) {
    const repository = createSmsRepository(db);
    const sms = createSmsService({ provider: createOutboxSmsProvider(repository), repository });
    return { sms };
  },
});
