import {
  ZFeatureManagerFeatureType,
  type TFeatureManagerOrderConfiguration,
  type TFeaturesConfig,
} from '@casino/contracts';
import type { Logger } from 'pino';
import type { TClock } from '#src/lib/clock';
import type { TUnitOfWork } from '#src/lib/unit-of-work';
import type { TAuditActor, TAuditService } from '#src/modules/audit/audit.service';
import type {
  TFeatureManagerRepository,
  TStoredFeatureOrder,
} from '#src/modules/feature-manager/feature-manager.repository';

/**
 * The feature manager's order (engagement §4/§7, decision 145): which feature's dialogs the
 * player app shows first after arrival, and which features it reads again on a coin switch.
 */
export function createFeatureManagerService(deps: {
  repository: TFeatureManagerRepository;
  inTransaction: TUnitOfWork<TFeatureManagerRepository>;
  audit: Pick<TAuditService, 'record'>;
  clock: TClock;
  logger: Logger;
}) {
  /** Rows of a type this build no longer knows (a rolled-back release) are logged and left out. */
  function toConfig(rows: readonly TStoredFeatureOrder[]): TFeaturesConfig {
    const featureManagerOrderConfigurations: TFeatureManagerOrderConfiguration[] = [];
    for (const row of rows) {
      const featureType = ZFeatureManagerFeatureType.safeParse(row.featureType);
      if (featureType.success) {
        featureManagerOrderConfigurations.push({ ...row, featureType: featureType.data });
      } else {
        deps.logger.warn({ featureType: row.featureType }, 'unknown feature manager type ignored');
      }
    }
    return { featureManagerOrderConfigurations };
  }

  return {
    async getConfig(): Promise<TFeaturesConfig> {
      return toConfig(await deps.repository.listOrder());
    },

    /**
     * Replaces the whole order, audited in the same transaction. The body's schema has already
     * checked that every type is listed once and no two share an order.
     */
    async replaceConfig(
      entries: readonly TFeatureManagerOrderConfiguration[],
      actor: TAuditActor,
    ): Promise<TFeaturesConfig> {
      return deps.inTransaction(async (repository, tx) => {
        const before = toConfig(await repository.listOrder());
        await repository.replaceOrder(entries, deps.clock.now());
        const after = toConfig(await repository.listOrder());
        await deps.audit.record(tx, {
          actor,
          action: 'feature_manager.order_set',
          target: { type: 'feature_manager', id: 'order' },
          before,
          after,
        });
        return after;
      });
    },
  };
}
export type TFeatureManagerService = ReturnType<typeof createFeatureManagerService>;
