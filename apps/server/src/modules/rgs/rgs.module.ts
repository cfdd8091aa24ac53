import { defineModule } from '#src/lib/module';
import { createLaunchService } from '#src/modules/rgs/launch.service';
import { createRgsRepository } from '#src/modules/rgs/rgs.repository';
import { rgsRoutes } from '#src/modules/rgs/rgs.routes';
import { createRgsService, type TRgsService } from '#src/modules/rgs/rgs.service';
import { createSeedsService, type TSeedsService } from '#src/modules/rgs/rgs-seeds.service';
import { rgsSeedsRoutes } from '#src/modules/rgs/rgs-seeds.routes';

declare module '#src/lib/module' {
  interface TModuleServices {
    rgs: TRgsService;
    fairSeeds: TSeedsService;
  }
}

/** The round server: provably fair rounds settled in the ledger, seeds, and game launch. */
export const rgsModule = defineModule({
  name: 'rgs',
  needs: ['wallet', 'catalogue', 'identity', 'terms'],
  async register(app, { db, clock, events }, { wallet, catalogue, identity, terms }) {
    const repository = createRgsRepository();
    const fairSeeds = createSeedsService({ db, repository, clock });
    const rgs = createRgsService({
      db,
      repository,
      seeds: fairSeeds,
      wallet,
      catalogue,
      assertCanTransact: identity.assertCanTransact,
      assertMayPlay: (userId) => terms.assertMayPlay(userId),
      events,
      clock,
    });
    const gameLaunch = createLaunchService({
      rgs,
      issueIdToken: (userId, sessionId) => identity.issueIdToken(userId, sessionId),
    });
    rgsRoutes(app, { rgs, gameLaunch });
    rgsSeedsRoutes(app, { rgs, fairSeeds });
    return { rgs, fairSeeds };
  },
});
