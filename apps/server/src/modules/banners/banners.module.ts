import { defineModule } from '#src/lib/module';
import { createBannersRepository } from '#src/modules/banners/banners.repository';
import { bannersRoutes } from '#src/modules/banners/banners.routes';
import { createBannersService, type TBannersService } from '#src/modules/banners/banners.service';

declare module '#src/lib/module' {
  interface TModuleServices {
    banners: TBannersService;
  }
}

/** Hero banners per page key; their pictures are drawn by the art module. */
export const bannersModule = defineModule({
  name: 'banners',
  needs: [],
  async register(app, { db, clock }) {
    const banners = createBannersService({ repository: createBannersRepository(db), clock });
    bannersRoutes(app, banners);
    return { banners };
  },
});
