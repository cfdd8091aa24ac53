import { defineModule } from '#src/lib/module';
import { unitOfWork } from '#src/lib/unit-of-work';
import { createTermsRepository } from '#src/modules/terms/terms.repository';
import { termsRoutes } from '#src/modules/terms/terms.routes';
import { createTermsService, type TTermsService } from '#src/modules/terms/terms.service';

declare module '#src/lib/module' {
  interface TModuleServices {
    terms: TTermsService;
  }
}

/**
 * Terms of service (payments §4, §7; decision 168): versions, acceptance with version and time,
 * the operator's publish (content.manage, audited). A new account accepts the version in force
 * through the identity account-created hook (the sign-up form's terms box).
 */
export const termsModule = defineModule({
  name: 'terms',
  needs: ['identity', 'flags', 'audit'],
  async register(app, { db, clock }, { identity, flags, audit }) {
    const repository = createTermsRepository(db);
    const terms = createTermsService({
      repository,
      inTransaction: unitOfWork(db, createTermsRepository),
      flags,
      audit,
      clock,
    });
    identity.onAccountCreated((userId) => terms.acceptAtSignUp(userId));
    termsRoutes(app, terms);
    return { terms };
  },
});
