import type { TDomainEvents } from '@casino/contracts';
import type { FastifyInstance } from 'fastify';
import type { TDatabase } from '#src/db/client';
import type { TClock } from '#src/lib/clock';
import type { TEventBus } from '#src/lib/event-bus';
import type { TCatalogueService } from '#src/modules/catalogue/catalogue.service';
import { createLaunchService, type TLaunchService } from '#src/modules/rgs/launch.service';
import { createRgsRepository } from '#src/modules/rgs/rgs.repository';
import { rgsRoutes } from '#src/modules/rgs/rgs.routes';
import { createRgsService, type TRgsService } from '#src/modules/rgs/rgs.service';
import { createSeedsService, type TSeedsService } from '#src/modules/rgs/rgs-seeds.service';
import { rgsSeedsRoutes } from '#src/modules/rgs/rgs-seeds.routes';
import type { TWalletService } from '#src/modules/wallet/wallet.service';

/** The round server's services: rounds, provably fair seeds and game launch. */
export function createRgsServices(deps: {
  db: TDatabase;
  clock: TClock;
  events: TEventBus<TDomainEvents>;
  wallet: TWalletService;
  catalogue: Pick<TCatalogueService, 'getGamesByIds'>;
  identity: {
    assertCanTransact: (userId: string) => Promise<void>;
    issueIdToken: (userId: string, sessionId: string) => Promise<{ token: string }>;
  };
}) {
  const repository = createRgsRepository();
  const fairSeeds = createSeedsService({ db: deps.db, repository, clock: deps.clock });
  const rgs = createRgsService({
    db: deps.db,
    repository,
    seeds: fairSeeds,
    wallet: deps.wallet,
    catalogue: deps.catalogue,
    assertCanTransact: deps.identity.assertCanTransact,
    events: deps.events,
    clock: deps.clock,
  });
  const gameLaunch = createLaunchService({ rgs, issueIdToken: deps.identity.issueIdToken });
  return { rgs, fairSeeds, gameLaunch };
}

export function rgsModuleRoutes(
  app: FastifyInstance,
  services: { rgs: TRgsService; fairSeeds: TSeedsService; gameLaunch: TLaunchService },
): void {
  rgsRoutes(app, services);
  rgsSeedsRoutes(app, services);
}
