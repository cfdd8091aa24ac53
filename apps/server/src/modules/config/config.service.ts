import { CONFIG_KEYS, type TAdminConfig } from '@casino/contracts';
import type { TExecutor } from '#src/db/client';
import type { TClock } from '#src/lib/clock';
import { AppError } from '#src/lib/errors';
import type { TConfigRepository } from '#src/modules/config/config.repository';
import { ownEntry } from '#src/lib/own-entry';
import type { TUnitOfWork } from '#src/lib/unit-of-work';
import type { TAuditActor, TAuditService } from '#src/modules/audit/audit.service';

type TJson = string | number | boolean | null | TJson[] | { [key: string]: TJson };

/** Values computed from another module's data instead of stored twice. */
export type TDerivedConfigs = Record<string, () => Promise<TJson>>;

/**
 * Operator settings by key. UNAVAILABLE_STATES_CODES is derived from the territories table
 * (geo), so excluding a territory there changes it everywhere at once.
 */
export function createConfigService(deps: {
  repository: TConfigRepository;
  /** The same repository on another executor (an outbox delivery's transaction). */
  createRepository: (executor: TExecutor) => TConfigRepository;
  derived: TDerivedConfigs;
  clock: TClock;
  inTransaction: TUnitOfWork<TConfigRepository>;
  audit: Pick<TAuditService, 'record'>;
}) {
  const { repository, derived } = deps;

  /**
   * A whole-number setting such as an amount in minor units.
   * Raises: ConfigMissingError when the operator has not set it to an integer.
   */
  async function getInteger(key: string, source: TConfigRepository = repository): Promise<number> {
    const value = await source.findValue(key);
    if (typeof value !== 'number' || !Number.isSafeInteger(value)) {
      throw new AppError('ConfigMissingError', `Config ${key} is not set to an integer`);
    }
    return value;
  }

  return {
    /** The public values of the asked keys; keys without a value are left out (decision 021). */
    async getPublicConfigs(keys: readonly string[]): Promise<Record<string, TJson>> {
      const unique = [...new Set(keys)];
      const stored = await repository.findPublicValues(
        unique.filter((key) => !ownEntry(derived, key)),
      );
      const answer: [string, TJson][] = [];
      for (const key of unique) {
        const compute = ownEntry(derived, key);
        if (compute) answer.push([key, await compute()]);
        else if (stored.has(key)) answer.push([key, stored.get(key) as TJson]);
      }
      // fromEntries defines own properties: a key named __proto__ stays a plain key.
      return Object.fromEntries(answer);
    },

    /**
     * The low-balance settings engagement reads (engagement §3, minor units); `executor` reads
     * them inside a caller's transaction (PGlite has one connection).
     */
    async getLowBalanceSettings(
      executor?: TExecutor,
    ): Promise<{ thresholdMinor: number; rewardMinor: number }> {
      const source = executor ? deps.createRepository(executor) : repository;
      const [thresholdMinor, rewardMinor] = await Promise.all([
        getInteger(CONFIG_KEYS.lowBalanceCcThreshold, source),
        getInteger(CONFIG_KEYS.lowBalanceCcReward, source),
      ]);
      return { thresholdMinor, rewardMinor };
    },

    getInteger,

    /** Every stored and derived config, for the back office. */
    async listForOperator(): Promise<TAdminConfig[]> {
      const stored: TAdminConfig[] = (await repository.listAll()).map((row) => ({
        key: row.key,
        value: row.value as TJson,
        description: row.description,
        isPublic: row.isPublic,
        isDerived: false,
      }));
      const computed: TAdminConfig[] = [];
      for (const [key, compute] of Object.entries(derived)) {
        computed.push({
          key,
          value: await compute(),
          description: '',
          isPublic: true,
          isDerived: true,
        });
      }
      return [...stored, ...computed].sort((left, right) => left.key.localeCompare(right.key));
    },

    /** Audited in the same transaction. Raises: BadRequestError for a derived key. */
    async setValue(key: string, value: TJson, actor: TAuditActor): Promise<void> {
      if (ownEntry(derived, key)) {
        throw new AppError('BadRequestError', `Config ${key} is derived and cannot be set`);
      }
      await deps.inTransaction(async (configsInTx, tx) => {
        const before = await configsInTx.findValue(key);
        await configsInTx.setValue(key, value, deps.clock.now());
        await deps.audit.record(tx, {
          actor,
          action: 'config.set',
          target: { type: 'config', id: key },
          before: before === undefined ? null : { value: before as TJson },
          after: { value },
        });
      });
    },
  };
}
export type TConfigService = ReturnType<typeof createConfigService>;
