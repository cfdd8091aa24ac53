import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import {
  BONUS_CLAIMING_MS,
  createOnboardingFlow,
  type TOnboardingFlowDeps,
} from '#src/features/onboarding/model/onboarding-flow';

function setUp(isFirstClaim: boolean) {
  let claim: (() => void) | null = null;
  let closeBonus: (() => void) | null = null;
  const steps: (string | null)[] = [];
  const deps = {
    setStep: vi.fn((step: string | null) => {
      steps.push(step);
    }),
    setCoinType: vi.fn(),
    setSideMenuOpen: vi.fn(),
    closeDialogs: vi.fn(),
    readIsDailyBonusFirstClaim: vi.fn(async () => isFirstClaim),
    showDailyBonus: vi.fn(
      (onClaimed: () => void) =>
        new Promise<void>((resolve) => {
          claim = onClaimed;
          closeBonus = resolve;
        }),
    ),
    closePortal: vi.fn(() => closeBonus?.()),
    complete: vi.fn(),
  } satisfies TOnboardingFlowDeps;
  const flow = createOnboardingFlow(deps);
  return { flow, deps, steps, claim: () => claim?.(), closeBonus: () => closeBonus?.() };
}

/** Through the coin and menu tips to REWARDS; `run` resolves when the tutorial ends. */
function toRewards(flow: ReturnType<typeof createOnboardingFlow>) {
  const run = flow.run();
  flow.next();
  flow.next();
  flow.next();
  return { run };
}

describe('onboarding flow', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it('runs the coin and menu tips with their switches, the daily bonus, then START_GAME', async () => {
    const { flow, deps, steps, claim } = setUp(true);
    const { run } = toRewards(flow);
    expect(steps).toEqual(['SOCIAL_COIN', 'SWEEP_COIN', 'REDEEM', 'REWARDS']);
    expect(deps.setCoinType.mock.calls).toEqual([['GC'], ['SC'], ['GC']]);
    expect(deps.setSideMenuOpen).toHaveBeenCalledWith(true);
    flow.next();
    flow.next();
    await vi.advanceTimersByTimeAsync(0);
    expect(deps.setSideMenuOpen).toHaveBeenLastCalledWith(false);
    expect(deps.closeDialogs).toHaveBeenCalledTimes(1);
    expect(flow.step).toBe('DAILY_BONUS');
    claim();
    expect(flow.step).toBe('BONUS_CLAIMING');
    await vi.advanceTimersByTimeAsync(BONUS_CLAIMING_MS);
    expect(flow.step).toBe('START_GAME');
    expect(deps.closePortal).toHaveBeenCalledTimes(1);
    flow.finish();
    flow.finish();
    expect(deps.complete).toHaveBeenCalledTimes(1);
    expect(flow.step).toBeNull();
    await expect(run).resolves.toBeUndefined();
  });

  it('jumps to START_GAME when the daily bonus is not a first claim', async () => {
    const { flow, deps } = setUp(false);
    toRewards(flow);
    flow.next();
    await vi.advanceTimersByTimeAsync(0);
    expect(flow.step).toBe('START_GAME');
    expect(deps.showDailyBonus).not.toHaveBeenCalled();
  });

  it('goes on to START_GAME when the daily bonus closes unclaimed', async () => {
    const { flow, closeBonus } = setUp(true);
    toRewards(flow);
    flow.next();
    await vi.advanceTimersByTimeAsync(0);
    closeBonus();
    await vi.advanceTimersByTimeAsync(0);
    expect(flow.step).toBe('START_GAME');
  });

  it('stops without completing (logout)', async () => {
    const { flow, deps } = setUp(true);
    const run = flow.run();
    flow.stop();
    await expect(run).resolves.toBeUndefined();
    expect(flow.step).toBeNull();
    expect(deps.complete).not.toHaveBeenCalled();
  });
});
