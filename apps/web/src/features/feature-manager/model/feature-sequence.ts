import type {
  TFeatureManagerFeatureType,
  TFeatureManagerOrderConfiguration,
} from '@casino/contracts';
import type { TFeatureFetchType, TManagedFeature } from '#src/stores/feature-manager';

/** Engagement §9: the sequence starts 1 s after it is asked to. */
export const SEQUENCE_START_DELAY_MS = 1000;
/** Engagement §9: the pause after a dialog finishes before the queue is checked again. */
export const DIALOG_GAP_MS = 300;
/** Engagement §9: the longest the sequence waits for the features' reads. */
export const FEATURE_FETCH_MAX_WAIT_MS = 4000;

/** Engagement §4, the full list (SPEC-NOTES: FEATURE_START included). */
export type TSequenceState =
  'OFF' | 'PRE_START' | 'CHECK_QUEUE_STATE' | 'FEATURE_START' | 'FEATURE_IN_PROGRESS';

/** A feature's state in the manager, and the manager's own config status. */
export type TFetchStatus = 'OFF' | 'FETCHING' | 'READY' | 'ERROR';

export interface TFeatureSequenceDeps {
  /** The registered features, read at each step (features may register late). */
  features: () => readonly TManagedFeature[];
  /** GET /v2/ui/features/config: read once per session. */
  loadConfig: () => Promise<readonly TFeatureManagerOrderConfiguration[]>;
  /** A game, the purchase flow, a payment return or a dialog is open: the queue must wait. */
  isBlocked: () => boolean;
}

/**
 * The feature manager's sequence (engagement §4). `start('initial')` begins a session: the
 * config and every feature are read (at most FEATURE_FETCH_MAX_WAIT_MS), and no sooner than
 * SEQUENCE_START_DELAY_MS the queue is walked in the configured order. A READY feature's
 * dialogs show (FEATURE_START, FEATURE_IN_PROGRESS); OFF, FETCHING and ERROR are skipped. After
 * a dialog, and whenever the screen frees up, DIALOG_GAP_MS pass before the queue is checked.
 * A coin change reads again only the features whose config asks for it; back to lobby and a
 * manual request read again and walk the queue from the start. A shown feature is OFF until
 * a later read makes it READY again.
 */
export function createFeatureSequence(deps: TFeatureSequenceDeps) {
  let state: TSequenceState = 'OFF';
  let configStatus: TFetchStatus = 'OFF';
  let config: readonly TFeatureManagerOrderConfiguration[] = [];
  let isActive = false;
  /** Each start is a run; work of an older run stops where it notices. */
  let run = 0;
  let runFetchType: TFeatureFetchType = 'initial';
  const fetchedInRun = new Set<TFeatureManagerFeatureType>();
  let queue: TFeatureManagerFeatureType[] = [];
  let isWaitingForGuard = false;
  const statuses = new Map<TFeatureManagerFeatureType, TFetchStatus>();
  const fetchIds = new Map<TFeatureManagerFeatureType, number>();
  const timers = new Set<ReturnType<typeof setTimeout>>();

  function wait(ms: number): Promise<void> {
    return new Promise((resolve) => {
      const timer = setTimeout(() => {
        timers.delete(timer);
        resolve();
      }, ms);
      timers.add(timer);
    });
  }

  function clearTimers(): void {
    for (const timer of timers) clearTimeout(timer);
    timers.clear();
  }

  function findFeature(type: TFeatureManagerFeatureType): TManagedFeature | undefined {
    return deps.features().find((feature) => feature.type === type);
  }

  function fetchFeature(feature: TManagedFeature, fetchType: TFeatureFetchType): Promise<void> {
    const id = (fetchIds.get(feature.type) ?? 0) + 1;
    fetchIds.set(feature.type, id);
    fetchedInRun.add(feature.type);
    statuses.set(feature.type, 'FETCHING');
    const settle = (status: TFetchStatus) => {
      if (fetchIds.get(feature.type) === id) statuses.set(feature.type, status);
    };
    return Promise.resolve()
      .then(() => feature.fetch(fetchType))
      .then(settle, (error: unknown) => {
        console.error(`Feature ${feature.type} not fetched`, error);
        settle('ERROR');
      });
  }

  function shouldFetch(type: TFeatureManagerFeatureType, only: TFeatureManagerFeatureType | null) {
    if (only !== null) return type === only;
    if (runFetchType !== 'coinChange') return true;
    return config.some((entry) => entry.featureType === type && entry.refetchOnCoinChange);
  }

  async function begin(fetchType: TFeatureFetchType, only: TFeatureManagerFeatureType | null) {
    run += 1;
    const thisRun = run;
    clearTimers();
    isWaitingForGuard = false;
    runFetchType = fetchType;
    fetchedInRun.clear();
    state = 'PRE_START';
    const startDelay = wait(SEQUENCE_START_DELAY_MS);
    if (configStatus !== 'READY') {
      configStatus = 'FETCHING';
      try {
        config = [...(await deps.loadConfig())].sort((a, b) => a.order - b.order);
        configStatus = 'READY';
      } catch (error) {
        console.error('Feature manager config not fetched', error);
        configStatus = 'ERROR';
      }
    }
    if (thisRun !== run) return;
    if (configStatus !== 'READY') {
      state = 'OFF';
      return;
    }
    const reads = deps
      .features()
      .filter((feature) => shouldFetch(feature.type, only))
      .map((feature) => fetchFeature(feature, fetchType));
    await Promise.race([Promise.all(reads), wait(FEATURE_FETCH_MAX_WAIT_MS)]);
    await startDelay;
    if (thisRun !== run) return;
    queue = config.map((entry) => entry.featureType);
    state = 'CHECK_QUEUE_STATE';
    checkQueue(thisRun);
  }

  function checkQueue(thisRun: number): void {
    if (thisRun !== run || state !== 'CHECK_QUEUE_STATE') return;
    if (deps.isBlocked()) {
      isWaitingForGuard = true;
      return;
    }
    isWaitingForGuard = false;
    for (;;) {
      const type = queue.shift();
      if (type === undefined) {
        state = 'OFF';
        return;
      }
      const feature = findFeature(type);
      if (feature && statuses.get(type) === 'READY') {
        showFeature(feature, thisRun);
        return;
      }
    }
  }

  function showFeature(feature: TManagedFeature, thisRun: number): void {
    state = 'FEATURE_START';
    statuses.set(feature.type, 'OFF');
    const shown = Promise.resolve().then(() => feature.show());
    state = 'FEATURE_IN_PROGRESS';
    void shown
      .catch((error: unknown) => console.error(`Feature ${feature.type} dialog failed`, error))
      .then(async () => {
        if (thisRun !== run) return;
        state = 'CHECK_QUEUE_STATE';
        await wait(DIALOG_GAP_MS);
        checkQueue(thisRun);
      });
  }

  return {
    getState: (): TSequenceState => state,
    getConfigStatus: (): TFetchStatus => configStatus,
    getStatus: (type: TFeatureManagerFeatureType): TFetchStatus => statuses.get(type) ?? 'OFF',

    /**
     * 'initial' begins a session; the other fetch types restart the sequence of a session
     * already begun (and are ignored otherwise). `only` reads just that feature (manual).
     */
    start(fetchType: TFeatureFetchType, only: TFeatureManagerFeatureType | null = null): void {
      if (fetchType === 'initial') isActive = true;
      if (!isActive) return;
      void begin(fetchType, only);
    },

    /** A feature registered after its run read the others: read it too, in that run's way. */
    featureRegistered(type: TFeatureManagerFeatureType): void {
      if (!isActive || state === 'OFF' || configStatus !== 'READY') return;
      if (fetchedInRun.has(type) || !shouldFetch(type, null)) return;
      const feature = findFeature(type);
      if (feature) void fetchFeature(feature, runFetchType);
    },

    /** Call when a guard input changed; a waiting queue moves on DIALOG_GAP_MS after it frees. */
    guardChanged(): void {
      if (!isWaitingForGuard || deps.isBlocked()) return;
      isWaitingForGuard = false;
      const thisRun = run;
      void wait(DIALOG_GAP_MS).then(() => checkQueue(thisRun));
    },

    /** Log-out: everything stops and is forgotten; the next log-in reads the config again. */
    stop(): void {
      run += 1;
      isActive = false;
      clearTimers();
      isWaitingForGuard = false;
      state = 'OFF';
      configStatus = 'OFF';
      config = [];
      queue = [];
      statuses.clear();
    },
  };
}
export type TFeatureSequence = ReturnType<typeof createFeatureSequence>;
