import {
  DEFAULT_FEATURE_FLAG_VALUES,
  FEATURE_FLAGS,
  FEATURE_FLAG_KEYS,
  featureFlagValueSchema,
  isFeatureFlagKey,
  type TAdminFeatureFlag,
  type TFeatureFlagKey,
  type TFeatureFlagValues,
  type TJsonValue,
} from '@casino/contracts';
import type { Logger } from 'pino';
import type { TClock } from '#src/lib/clock';
import { AppError } from '#src/lib/errors';
import type { TUnitOfWork } from '#src/lib/unit-of-work';
import type { TAuditActor, TAuditService } from '#src/modules/audit/audit.service';
import type { TFlagsRepository } from '#src/modules/flags/flags.repository';

/** Who the flags are evaluated for; null for a guest. */
export interface TFlagSubject {
  userId: string;
  email: string | null;
}

/** Looks up a player's e-mail for the staff rule (the identity module owns it). */
export type TUserEmailLookup = (userId: string) => Promise<string | null>;

/** Flags forced on for staff (spec §6: internal company e-mail domain). */
const STAFF_FORCED_FLAGS: readonly TFeatureFlagKey[] = ['web_allow_close_popups_shortcut'];

export function isInternalEmail(email: string | null, internalDomain: string): boolean {
  if (!email) return false;
  const at = email.lastIndexOf('@');
  return at > 0 && email.slice(at + 1).toLowerCase() === internalDomain.toLowerCase();
}

/**
 * Feature flags: the contract's defaults, then the operator's values, then the player's
 * overrides, then the staff rule. A stored value of the wrong kind is logged and skipped, so a
 * bad edit never breaks the client's typed reading.
 */
export function createFlagsService(deps: {
  repository: TFlagsRepository;
  internalEmailDomain: string;
  findUserEmail: TUserEmailLookup;
  clock: TClock;
  logger: Logger;
  inTransaction: TUnitOfWork<TFlagsRepository>;
  audit: Pick<TAuditService, 'record'>;
  /** Defaults that depend on the deployment (the payments frame's address), under the operator's. */
  deploymentDefaults?: Partial<TFeatureFlagValues>;
}) {
  const { repository } = deps;

  function overlay(target: Record<string, unknown>, values: Map<string, unknown>, origin: string) {
    for (const [key, value] of values) {
      if (!isFeatureFlagKey(key)) continue;
      if (featureFlagValueSchema(key).safeParse(value).success) target[key] = value;
      else deps.logger.warn({ key, origin }, 'feature flag value of the wrong kind ignored');
    }
  }

  /** Raises: BadRequestError for an unknown key or a value of the wrong kind. */
  function assertValid(key: string, value: unknown): asserts key is TFeatureFlagKey {
    if (!isFeatureFlagKey(key)) {
      throw new AppError('BadRequestError', `Unknown feature flag ${key}`);
    }
    if (!featureFlagValueSchema(key).safeParse(value).success) {
      throw new AppError('BadRequestError', `Feature flag ${key} takes another kind of value`);
    }
  }

  async function evaluate(subject: TFlagSubject | null): Promise<TFeatureFlagValues> {
    const values: Record<string, unknown> = {
      ...DEFAULT_FEATURE_FLAG_VALUES,
      ...deps.deploymentDefaults,
    };
    overlay(values, await repository.listValues(), 'operator');
    // The seed stores every contract default as the operator's value: such a value still means
    // "the default", which for these keys is the deployment's (decision 170).
    for (const [key, value] of Object.entries(deps.deploymentDefaults ?? {})) {
      if (values[key] === DEFAULT_FEATURE_FLAG_VALUES[key as TFeatureFlagKey]) values[key] = value;
    }
    if (subject) {
      overlay(values, await repository.listOverrides(subject.userId), `user:${subject.userId}`);
      if (isInternalEmail(subject.email, deps.internalEmailDomain)) {
        for (const key of STAFF_FORCED_FLAGS) values[key] = true;
      }
    }
    return values as TFeatureFlagValues;
  }

  return {
    evaluate,

    /** The flags for a caller: a guest (null) or a signed-in player by id. */
    async evaluateForUser(userId: string | null): Promise<TFeatureFlagValues> {
      if (!userId) return evaluate(null);
      return evaluate({ userId, email: await deps.findUserEmail(userId) });
    },

    async isEnabled(key: TFeatureFlagKey, subject: TFlagSubject | null = null): Promise<boolean> {
      return (await evaluate(subject))[key] === true;
    },

    keys: (): readonly TFeatureFlagKey[] => FEATURE_FLAG_KEYS,

    /** Every flag with its declaration and the operator's effective value, for the back office. */
    async listForOperator(): Promise<TAdminFeatureFlag[]> {
      const values = await evaluate(null);
      return FEATURE_FLAG_KEYS.map((key) => ({
        key,
        kind: FEATURE_FLAGS[key].kind,
        area: FEATURE_FLAGS[key].area,
        description: FEATURE_FLAGS[key].description,
        defaultValue: FEATURE_FLAGS[key].defaultValue,
        value: values[key],
      }));
    },

    /**
     * The operator's value, audited in the same transaction.
     * Raises: BadRequestError for an unknown key or a value of the wrong kind.
     */
    async setValue(key: string, value: TJsonValue, actor: TAuditActor): Promise<void> {
      assertValid(key, value);
      await deps.inTransaction(async (flagsInTx, tx) => {
        const before = (await flagsInTx.listValues()).get(key);
        await flagsInTx.setValue(key, value, deps.clock.now());
        await deps.audit.record(tx, {
          actor,
          action: 'flag.set',
          target: { type: 'feature_flag', id: key },
          before: before === undefined ? null : { value: before as TJsonValue },
          after: { value },
        });
      });
    },

    /**
     * One player's value, audited in the same transaction.
     * Raises: BadRequestError for an unknown key or a value of the wrong kind.
     */
    async setOverride(
      userId: string,
      key: string,
      value: TJsonValue,
      actor: TAuditActor,
    ): Promise<void> {
      assertValid(key, value);
      await deps.inTransaction(async (flagsInTx, tx) => {
        const before = (await flagsInTx.listOverrides(userId)).get(key);
        await flagsInTx.setOverride(userId, key, value, deps.clock.now());
        await deps.audit.record(tx, {
          actor,
          action: 'flag.override_set',
          target: { type: 'player', id: userId },
          before: before === undefined ? null : { key, value: before as TJsonValue },
          after: { key, value },
        });
      });
    },

    /** Removes one player's value, audited in the same transaction (also when there was none). */
    async clearOverride(userId: string, key: string, actor: TAuditActor): Promise<void> {
      await deps.inTransaction(async (flagsInTx, tx) => {
        const before = (await flagsInTx.listOverrides(userId)).get(key);
        await flagsInTx.deleteOverride(userId, key);
        await deps.audit.record(tx, {
          actor,
          action: 'flag.override_unset',
          target: { type: 'player', id: userId },
          before: before === undefined ? null : { key, value: before as TJsonValue },
          after: null,
        });
      });
    },
  };
}
export type TFlagsService = ReturnType<typeof createFlagsService>;
