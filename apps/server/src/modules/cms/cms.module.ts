import { defineModule } from '#src/lib/module';
import { unitOfWork } from '#src/lib/unit-of-work';
import { createCmsRepository } from '#src/modules/cms/cms.repository';
import { cmsRoutes } from '#src/modules/cms/cms.routes';
import { createCmsService, type TCmsService } from '#src/modules/cms/cms.service';

declare module '#src/lib/module' {
  interface TModuleServices {
    cms: TCmsService;
  }
}

/** CMS links and pages (legal pages, player pages), sanitised on every write (decision 020). */
export const cmsModule = defineModule({
  name: 'cms',
  needs: ['audit'],
  async register(app, { db, clock }, { audit }) {
    const cms = createCmsService({
      repository: createCmsRepository(db),
      clock,
      inTransaction: unitOfWork(db, createCmsRepository),
      audit,
    });
    cmsRoutes(app, cms);
    return { cms };
  },
});
