import { act, cleanup, fireEvent, screen } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { renderPopup } from '#src/features/event-triggers/components/event-popup.test-support';
import { testEvent, testLayout } from '#src/features/event-triggers/model/event.test-support';
import { readPopups, type TInvalidEvent } from '#src/features/event-triggers/model/event-queue';
import { ApiError } from '#src/lib/api-client';
import { initI18n } from '#src/lib/i18n';

const claimCoinBackBooster = vi.hoisted(() => vi.fn());
vi.mock('#src/features/event-triggers/api/claim-coin-back-booster', () => ({
  claimCoinBackBooster,
}));

/** The demo's booster (decision 220): +5 percentage points of coin-back for 24 hours. */
const BOOSTER = testEvent({
  benefitType: 'coinBackBooster',
  key: 'crown-coin-back-booster',
  layout: testLayout('ACTIVATE'),
  booster: { percentPoints: 5, durationHours: 24 },
});

describe('coin-back booster popup', () => {
  beforeAll(async () => {
    await initI18n('en-US');
  });
  afterEach(() => {
    cleanup();
    vi.useRealTimers();
    claimCoinBackBooster.mockReset();
  });

  it('accepts a booster with its booster only, dropping one without', () => {
    const invalid: TInvalidEvent[] = [];
    const popups = readPopups(
      [
        BOOSTER,
        { ...BOOSTER, userEventTriggerId: 22, benefit: { ...BOOSTER.benefit, booster: null } },
      ],
      (item) => invalid.push(item),
    );
    expect(popups.map((popup) => popup.event.userEventTriggerId)).toEqual([21]);
    expect(invalid.map((item) => item.userEventTriggerId)).toEqual([22]);
  });

  it('shows the points and hours, starts the booster, reads the coin-back again and closes', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    claimCoinBackBooster.mockResolvedValue({
      percentPoints: 5,
      startsAt: '2026-11-27T10:00:00.000Z',
      endDate: '2026-11-28T10:00:00.000Z',
    });
    const { actions, onClose } = renderPopup(readPopups([BOOSTER], () => undefined)[0]);
    expect(screen.getByRole('status')).toHaveTextContent('+5% COIN-BACK FOR 24 HOURS');
    await act(async () => {
      fireEvent.click(screen.getByRole('button', { name: 'ACTIVATE' }));
    });
    expect(claimCoinBackBooster).toHaveBeenCalledWith('crown-coin-back-booster', 21);
    expect(actions.onBoosterClaimed).toHaveBeenCalledTimes(1);
    expect(actions.onPaid).not.toHaveBeenCalled();
    await act(async () => {
      vi.advanceTimersByTime(300);
    });
    expect(onClose).toHaveBeenCalledTimes(1);
  });

  it('says why when the booster cannot start, and stays open', async () => {
    claimCoinBackBooster.mockRejectedValue(
      new ApiError('CoinBackBoosterUnavailableError', 'off', 409),
    );
    const { actions, onClose } = renderPopup(readPopups([BOOSTER], () => undefined)[0]);
    await act(async () => {
      fireEvent.click(screen.getByRole('button', { name: 'ACTIVATE' }));
    });
    expect(screen.getByRole('alert')).toHaveTextContent(
      'The coin-back booster is not available right now.',
    );
    expect(actions.onBoosterClaimed).not.toHaveBeenCalled();
    expect(onClose).not.toHaveBeenCalled();
    expect(screen.getByRole('button', { name: 'ACTIVATE' })).toBeEnabled();
  });
});
