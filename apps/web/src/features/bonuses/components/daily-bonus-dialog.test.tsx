import type { TDailyBonusState } from '@casino/contracts';
import { cleanup, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { COINS_PER_TYPE } from '#src/features/bonuses/components/coin-shower';
import { DailyBonusDialog } from '#src/features/bonuses/components/daily-bonus-dialog';
import { initI18n } from '#src/lib/i18n';
import { useCoinAnimation } from '#src/stores/coin-animation';

const LIST: TDailyBonusState['bonusesList'] = [
  ...[1, 2, 3, 4, 5, 6, 7].map((day) => ({
    type: 'daily' as const,
    day,
    gc_amount: day * 5_000_00,
    sc_amount: day === 7 ? 1_00 : 0,
    image_url: '/images/daily-bonus/coins.svg',
    image_url_2: '/images/daily-bonus/gc.svg',
    image_url_3: '/images/daily-bonus/sc.svg',
  })),
  ...[8, 15, 22, 30].map((day) => ({
    type: 'monthly' as const,
    day,
    gc_amount: 10_000_00,
    sc_amount: 50,
  })),
];

function state(patch: Partial<TDailyBonusState>): TDailyBonusState {
  return {
    isEntitledToBonus: true,
    currentDay: 2,
    monthlyBonusDay: 9,
    timeUntilNextBonusMS: 0,
    bonusesList: LIST,
    ...patch,
  };
}

describe('DailyBonusDialog', () => {
  beforeAll(async () => {
    await initI18n('en-US');
  });
  afterEach(() => {
    cleanup();
    vi.restoreAllMocks();
  });

  it('shows the month, the cards by state and the collect line when entitled', () => {
    render(
      <DailyBonusDialog
        state={state({})}
        isScMode
        onClaim={vi.fn()}
        onClaimed={vi.fn()}
        onClose={vi.fn()}
      />,
    );
    expect(screen.getByRole('heading', { name: 'DAILY BONUS' })).toBeInTheDocument();
    expect(screen.getByTestId('monthly-progress-count')).toHaveTextContent('9/30');
    expect(screen.getByRole('progressbar')).toHaveAttribute('aria-valuenow', '9');
    expect(screen.getByTestId('milestone-8').className).toContain('--reached');
    expect(screen.getByTestId('milestone-15').className).not.toContain('--reached');
    expect(screen.getByTestId('day-card-2')).toHaveAttribute('data-state', 'claimed');
    expect(screen.getByTestId('day-card-3')).toHaveAttribute('data-state', 'claimable');
    expect(screen.getByTestId('day-card-4')).toHaveAttribute('data-state', 'upcoming');
    expect(screen.getByTestId('day-card-7')).toHaveTextContent('35K');
    expect(screen.getByTestId('day-card-7')).toHaveTextContent('1');
    expect(screen.getByTestId('daily-bonus-footer')).toHaveTextContent(
      'TAP TO COLLECT YOUR DAILY BONUS',
    );
  });

  it('hides SC amounts when sc_mode_available is off', () => {
    render(
      <DailyBonusDialog
        state={state({})}
        isScMode={false}
        onClaim={vi.fn()}
        onClaimed={vi.fn()}
        onClose={vi.fn()}
      />,
    );
    expect(screen.getByTestId('day-card-7').querySelector('.day-card__reward--sc')).toBeNull();
  });

  it('counts down to the next bonus and a tap only closes it', async () => {
    const onClaim = vi.fn();
    const onClose = vi.fn();
    render(
      <DailyBonusDialog
        state={state({ isEntitledToBonus: false, timeUntilNextBonusMS: 3_725_000 })}
        isScMode
        onClaim={onClaim}
        onClaimed={vi.fn()}
        onClose={onClose}
      />,
    );
    expect(screen.getByTestId('daily-bonus-footer')).toHaveTextContent('NEXT IN: 01:02:05');
    await waitFor(
      () => expect(screen.getByTestId('daily-bonus-footer')).toHaveTextContent('NEXT IN: 01:02:04'),
      { timeout: 2_500 },
    );
    await userEvent.click(screen.getByTestId('day-card-3'));
    await waitFor(() => expect(onClose).toHaveBeenCalled());
    expect(onClaim).not.toHaveBeenCalled();
  });

  it('claims on a tap, flies the coins of both types, refreshes the wallet and closes', async () => {
    const onClaim = vi.fn().mockResolvedValue({ gc_amount: 15_000_00, sc_amount: 50 });
    const onClaimed = vi.fn();
    const onClose = vi.fn();
    render(
      <DailyBonusDialog
        state={state({})}
        isScMode
        onClaim={onClaim}
        onClaimed={onClaimed}
        onClose={onClose}
      />,
    );
    await userEvent.click(screen.getByTestId('day-card-3'));
    expect(screen.getByTestId('day-card-3').className).toContain('--pressed');
    await waitFor(() => expect(onClaimed).toHaveBeenCalled());
    expect(onClaim).toHaveBeenCalledTimes(1);
    const coins = screen.getByTestId('coin-shower').querySelectorAll('.coin-shower__coin');
    expect(coins).toHaveLength(2 * COINS_PER_TYPE);
    expect(coins[0]).toHaveAttribute('data-coin', 'GC');
    expect(coins[COINS_PER_TYPE]).toHaveAttribute('data-coin', 'SC');
    expect((coins[1] as HTMLElement).style.animationDelay).toBe('50ms');
    expect(useCoinAnimation.getState().isVisible).toBe(true);
    expect(onClose).not.toHaveBeenCalled();
    await waitFor(() => expect(onClose).toHaveBeenCalled(), { timeout: 2_500 });
    expect(useCoinAnimation.getState().isVisible).toBe(false);
  });

  it('logs a failed claim and lets the player tap again', async () => {
    const error = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const onClaim = vi.fn().mockRejectedValue(new Error('offline'));
    const onClose = vi.fn();
    render(
      <DailyBonusDialog
        state={state({})}
        isScMode
        onClaim={onClaim}
        onClaimed={vi.fn()}
        onClose={onClose}
      />,
    );
    await userEvent.click(screen.getByTestId('day-card-3'));
    await waitFor(() =>
      expect(error).toHaveBeenCalledWith('Error claiming daily bonus', expect.any(Error)),
    );
    expect(screen.queryByTestId('coin-shower')).toBeNull();
    expect(onClose).not.toHaveBeenCalled();
    await userEvent.click(screen.getByTestId('day-card-3'));
    await waitFor(() => expect(onClaim).toHaveBeenCalledTimes(2));
  });
});
