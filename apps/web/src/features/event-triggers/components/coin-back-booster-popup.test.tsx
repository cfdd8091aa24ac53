import type { TEventTriggerEvent } from '@casino/contracts';
import { act, cleanup, fireEvent, screen } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { renderPopup } from '#src/features/event-triggers/components/event-popup.test-support';
import { readPopups, type TInvalidEvent } from '#src/features/event-triggers/model/event-queue';
import { ApiError } from '#src/lib/api-client';
import { initI18n } from '#src/lib/i18n';

const claimCoinBackBooster = vi.hoisted(() => vi.fn());
vi.mock('#src/features/event-triggers/api/claim-coin-back-booster', () => ({
  claimCoinBackBooster,
}));

const STYLE = { fontSize: 20 };

/** The demo's booster (decision 220): +5 percentage points of coin-back for 24 hours. */
const BOOSTER: TEventTriggerEvent = {
  userEventTriggerId: 21,
  eventTrigger: {
    eventTriggerId: 8,
    type: 'AFTER_PROMO_CODE',
    weight: 80,
    usesPerUserLimit: 1,
    purchaseCooldown: 0,
    hideWidgetTimer: true,
    extra: { coinMode: 'all' },
  },
  benefit: {
    benefitType: 'coinBackBooster',
    key: 'crown-coin-back-booster',
    imageUrl: '/images/event-triggers/coin-back-booster.svg',
    miniImageUrl: '/images/event-triggers/coin-back-booster-mini.svg',
    scCoin: 0,
    gcCoin: 0,
    price: 0,
    packages: [],
    layout: {
      version: 1,
      attributes: { imageWidth: 600, imageHeight: 800 },
      elements: [
        { type: 'CLOSE', left: 86, top: 2, width: 12, height: 9, style: STYLE },
        { type: 'REWARD', left: 10, top: 62, width: 80, height: 8, style: STYLE },
        {
          type: 'ACTION_BTN',
          left: 20,
          top: 82,
          width: 60,
          height: 9,
          style: STYLE,
          text: 'ACTIVATE',
          btnType: 'main',
        },
      ],
    },
    visibility: { lobby: true, store: false },
    storeLayout: null,
    storeLayoutImageUrl: null,
    riveFileUrl: null,
    wheel: null,
    booster: { percentPoints: 5, durationHours: 24 },
    quest: null,
  },
  canDisplay: true,
  expiredAt: null,
  isNewEventType: true,
  currentStep: 0,
  userGift: null,
};

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
