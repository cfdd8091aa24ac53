import type {
  TFeatureManagerFeatureType,
  TFeatureManagerOrderConfiguration,
} from '@casino/contracts';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import {
  createFeatureSequence,
  DIALOG_GAP_MS,
  FEATURE_FETCH_MAX_WAIT_MS,
  SEQUENCE_START_DELAY_MS,
} from '#src/features/feature-manager/model/feature-sequence';
import type {
  TFeatureFetchResult,
  TFeatureFetchType,
  TManagedFeature,
} from '#src/stores/feature-manager';

type TFake = TManagedFeature & {
  result: TFeatureFetchResult | 'never' | 'reject';
  fetchDelayMs: number;
  fetchTypes: TFeatureFetchType[];
  close: () => void;
};

/** A feature whose read answers `result` after `fetchDelayMs`; `close()` finishes its dialog. */
function fakeFeature(
  type: TFeatureManagerFeatureType,
  shown: TFeatureManagerFeatureType[],
  result: TFake['result'] = 'READY',
): TFake {
  const fake: TFake = {
    type,
    result,
    fetchDelayMs: 0,
    fetchTypes: [],
    close: () => undefined,
    fetch: (fetchType) => {
      fake.fetchTypes.push(fetchType);
      const answer = fake.result;
      if (answer === 'never') return new Promise(() => undefined);
      return new Promise((resolve, reject) => {
        setTimeout(() => {
          if (answer === 'reject') reject(new Error('read failed'));
          else resolve(answer);
        }, fake.fetchDelayMs);
      });
    },
    show: () => {
      shown.push(type);
      return new Promise<void>((resolve) => {
        fake.close = resolve;
      });
    },
  };
  return fake;
}

const CONFIG: TFeatureManagerOrderConfiguration[] = [
  { featureType: 'MARKETING_CONSENT', order: 30, refetchOnCoinChange: false },
  { featureType: 'DAILY_BONUS', order: 10, refetchOnCoinChange: false },
  { featureType: 'DAILY_MISSION', order: 20, refetchOnCoinChange: true },
];

describe('feature sequence', () => {
  let shown: TFeatureManagerFeatureType[];
  let blocked: boolean;
  let features: TFake[];
  let loadConfig: () => Promise<readonly TFeatureManagerOrderConfiguration[]>;

  beforeEach(() => {
    vi.useFakeTimers();
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    shown = [];
    blocked = false;
    features = [
      fakeFeature('MARKETING_CONSENT', shown),
      fakeFeature('DAILY_MISSION', shown),
      fakeFeature('DAILY_BONUS', shown),
    ];
    loadConfig = () => Promise.resolve(CONFIG);
  });
  afterEach(() => {
    vi.useRealTimers();
    vi.restoreAllMocks();
  });

  const feature = (type: TFeatureManagerFeatureType) => {
    const found = features.find((item) => item.type === type);
    if (!found) throw new Error(type);
    return found;
  };

  function createSequence() {
    return createFeatureSequence({
      features: () => features,
      loadConfig: () => loadConfig(),
      isBlocked: () => blocked,
    });
  }

  it('waits 1 s, then shows the dialogs one at a time in the configured order, 300 ms apart', async () => {
    const sequence = createSequence();
    sequence.start('initial');
    expect(sequence.getState()).toBe('PRE_START');
    await vi.advanceTimersByTimeAsync(SEQUENCE_START_DELAY_MS - 1);
    expect(shown).toEqual([]);
    await vi.advanceTimersByTimeAsync(1);
    expect(shown).toEqual(['DAILY_BONUS']);
    expect(sequence.getState()).toBe('FEATURE_IN_PROGRESS');

    feature('DAILY_BONUS').close();
    await vi.advanceTimersByTimeAsync(DIALOG_GAP_MS - 1);
    expect(sequence.getState()).toBe('CHECK_QUEUE_STATE');
    expect(shown).toEqual(['DAILY_BONUS']);
    await vi.advanceTimersByTimeAsync(1);
    expect(shown).toEqual(['DAILY_BONUS', 'DAILY_MISSION']);

    feature('DAILY_MISSION').close();
    await vi.advanceTimersByTimeAsync(DIALOG_GAP_MS);
    expect(shown).toEqual(['DAILY_BONUS', 'DAILY_MISSION', 'MARKETING_CONSENT']);
    feature('MARKETING_CONSENT').close();
    await vi.advanceTimersByTimeAsync(DIALOG_GAP_MS);
    expect(sequence.getState()).toBe('OFF');
    expect(feature('DAILY_BONUS').fetchTypes).toEqual(['initial']);
    expect(sequence.getStatus('DAILY_BONUS')).toBe('OFF');
  });

  it('skips features whose read answered OFF or ERROR', async () => {
    feature('DAILY_BONUS').result = 'OFF';
    feature('DAILY_MISSION').result = 'reject';
    const sequence = createSequence();
    sequence.start('initial');
    await vi.advanceTimersByTimeAsync(SEQUENCE_START_DELAY_MS);
    expect(sequence.getStatus('DAILY_MISSION')).toBe('ERROR');
    expect(shown).toEqual(['MARKETING_CONSENT']);
  });

  it('waits for slow reads up to 4000 ms, then skips a feature still FETCHING', async () => {
    feature('DAILY_BONUS').result = 'never';
    feature('DAILY_MISSION').fetchDelayMs = 2500;
    const sequence = createSequence();
    sequence.start('initial');
    await vi.advanceTimersByTimeAsync(2500 - 1);
    expect(sequence.getState()).toBe('PRE_START');
    await vi.advanceTimersByTimeAsync(1);
    expect(sequence.getStatus('DAILY_MISSION')).toBe('READY');
    expect(sequence.getState()).toBe('PRE_START');
    await vi.advanceTimersByTimeAsync(FEATURE_FETCH_MAX_WAIT_MS - 2500 - 1);
    expect(shown).toEqual([]);
    await vi.advanceTimersByTimeAsync(1);
    expect(sequence.getStatus('DAILY_BONUS')).toBe('FETCHING');
    expect(shown).toEqual(['DAILY_MISSION']);
  });

  it('starts as soon as the reads are in when they take between 1 s and 4 s', async () => {
    for (const item of features) item.fetchDelayMs = 1800;
    const sequence = createSequence();
    sequence.start('initial');
    await vi.advanceTimersByTimeAsync(1799);
    expect(shown).toEqual([]);
    await vi.advanceTimersByTimeAsync(1);
    expect(shown).toEqual(['DAILY_BONUS']);
  });

  it('does not advance while a game, purchase, payment return or dialog is open', async () => {
    blocked = true;
    const sequence = createSequence();
    sequence.start('initial');
    await vi.advanceTimersByTimeAsync(SEQUENCE_START_DELAY_MS + 5000);
    expect(sequence.getState()).toBe('CHECK_QUEUE_STATE');
    expect(shown).toEqual([]);

    blocked = false;
    sequence.guardChanged();
    await vi.advanceTimersByTimeAsync(DIALOG_GAP_MS - 1);
    expect(shown).toEqual([]);
    await vi.advanceTimersByTimeAsync(1);
    expect(shown).toEqual(['DAILY_BONUS']);

    blocked = true;
    feature('DAILY_BONUS').close();
    await vi.advanceTimersByTimeAsync(DIALOG_GAP_MS * 10);
    expect(shown).toEqual(['DAILY_BONUS']);
    blocked = false;
    sequence.guardChanged();
    await vi.advanceTimersByTimeAsync(DIALOG_GAP_MS);
    expect(shown).toEqual(['DAILY_BONUS', 'DAILY_MISSION']);
  });

  it('re-checks the guard when the gap ends: blocked again in between, it keeps waiting', async () => {
    blocked = true;
    const sequence = createSequence();
    sequence.start('initial');
    await vi.advanceTimersByTimeAsync(SEQUENCE_START_DELAY_MS);
    blocked = false;
    sequence.guardChanged();
    blocked = true;
    await vi.advanceTimersByTimeAsync(DIALOG_GAP_MS);
    expect(shown).toEqual([]);
    blocked = false;
    sequence.guardChanged();
    await vi.advanceTimersByTimeAsync(DIALOG_GAP_MS);
    expect(shown).toEqual(['DAILY_BONUS']);
  });

  it('on a coin change reads again only the features flagged refetchOnCoinChange', async () => {
    const sequence = createSequence();
    sequence.start('initial');
    await vi.advanceTimersByTimeAsync(SEQUENCE_START_DELAY_MS);
    for (const type of ['DAILY_BONUS', 'DAILY_MISSION', 'MARKETING_CONSENT'] as const) {
      feature(type).close();
      await vi.advanceTimersByTimeAsync(DIALOG_GAP_MS);
    }
    expect(sequence.getState()).toBe('OFF');

    sequence.start('coinChange');
    await vi.advanceTimersByTimeAsync(SEQUENCE_START_DELAY_MS);
    expect(feature('DAILY_MISSION').fetchTypes).toEqual(['initial', 'coinChange']);
    expect(feature('DAILY_BONUS').fetchTypes).toEqual(['initial']);
    expect(feature('MARKETING_CONSENT').fetchTypes).toEqual(['initial']);
    expect(shown.slice(3)).toEqual(['DAILY_MISSION']);
  });

  it('back to lobby reads every feature again; a manual request reads only its own', async () => {
    feature('DAILY_BONUS').result = 'OFF';
    feature('MARKETING_CONSENT').result = 'OFF';
    const sequence = createSequence();
    sequence.start('initial');
    await vi.advanceTimersByTimeAsync(SEQUENCE_START_DELAY_MS);
    feature('DAILY_MISSION').close();
    await vi.advanceTimersByTimeAsync(DIALOG_GAP_MS);

    sequence.start('backToLobby');
    await vi.advanceTimersByTimeAsync(SEQUENCE_START_DELAY_MS);
    expect(features.map((item) => item.fetchTypes.at(-1))).toEqual([
      'backToLobby',
      'backToLobby',
      'backToLobby',
    ]);
    feature('DAILY_MISSION').close();
    await vi.advanceTimersByTimeAsync(DIALOG_GAP_MS);

    sequence.start('manual', 'DAILY_MISSION');
    await vi.advanceTimersByTimeAsync(SEQUENCE_START_DELAY_MS);
    expect(feature('DAILY_MISSION').fetchTypes.at(-1)).toBe('manual');
    expect(feature('DAILY_BONUS').fetchTypes.at(-1)).toBe('backToLobby');
    expect(shown).toEqual(['DAILY_MISSION', 'DAILY_MISSION', 'DAILY_MISSION']);
  });

  it('ignores restarts before a session began and everything after log-out', async () => {
    const sequence = createSequence();
    sequence.start('backToLobby');
    sequence.start('coinChange');
    await vi.advanceTimersByTimeAsync(SEQUENCE_START_DELAY_MS * 2);
    expect(features.every((item) => item.fetchTypes.length === 0)).toBe(true);

    sequence.start('initial');
    await vi.advanceTimersByTimeAsync(SEQUENCE_START_DELAY_MS / 2);
    sequence.stop();
    await vi.advanceTimersByTimeAsync(SEQUENCE_START_DELAY_MS * 2);
    expect(shown).toEqual([]);
    expect(sequence.getState()).toBe('OFF');
  });

  it('stays OFF when the config cannot be read', async () => {
    loadConfig = () => Promise.reject(new Error('offline'));
    const sequence = createSequence();
    sequence.start('initial');
    await vi.advanceTimersByTimeAsync(SEQUENCE_START_DELAY_MS);
    expect(sequence.getConfigStatus()).toBe('ERROR');
    expect(sequence.getState()).toBe('OFF');
    expect(shown).toEqual([]);
  });

  it('reads a feature that registers after the others were read, and shows it in its place', async () => {
    const late = feature('DAILY_BONUS');
    features = features.filter((item) => item !== late);
    const sequence = createSequence();
    sequence.start('initial');
    await vi.advanceTimersByTimeAsync(SEQUENCE_START_DELAY_MS / 2);
    features.push(late);
    sequence.featureRegistered('DAILY_BONUS');
    await vi.advanceTimersByTimeAsync(SEQUENCE_START_DELAY_MS / 2);
    expect(shown).toEqual(['DAILY_BONUS']);
  });
});
