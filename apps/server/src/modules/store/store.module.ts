import { defineModule } from '#src/lib/module';
import { createStoreRepository } from '#src/modules/store/store.repository';
import { storeRoutes } from '#src/modules/store/store.routes';
import { createStoreService, type TStoreService } from '#src/modules/store/store.service';

declare module '#src/lib/module' {
  interface TModuleServices {
    store: TStoreService;
  }
}

/** Coin packages on sale (spec §2 store, §3 Package). Purchases are the payments module's. */
export const storeModule = defineModule({
  name: 'store',
  needs: ['wallet'],
  async register(app, { db }, { wallet }) {
    const store = createStoreService({ repository: createStoreRepository(db), wallet });
    storeRoutes(app, store);
    return { store };
  },
});
