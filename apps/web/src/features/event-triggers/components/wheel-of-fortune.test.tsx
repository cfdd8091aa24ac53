import type { TEventTriggerEvent, TSpinWheelOfFortuneResponse } from '@casino/contracts';
import { act, cleanup, fireEvent, screen } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { POPUP_FOLD_MS } from '#src/features/event-triggers/components/event-popup';
import { renderPopup } from '#src/features/event-triggers/components/event-popup.test-support';
import {
  landingAngle,
  slicePrizeText,
  WHEEL_SPIN_MS,
} from '#src/features/event-triggers/components/wheel-of-fortune';
import { popupKey, popupQueue, readPopups } from '#src/features/event-triggers/model/event-queue';
import { testEvent, testLayout } from '#src/features/event-triggers/model/event.test-support';
import { initI18n } from '#src/lib/i18n';

const spinWheelOfFortune = vi.hoisted(() => vi.fn());
vi.mock('#src/features/event-triggers/api/spin-wheel-of-fortune', () => ({ spinWheelOfFortune }));

const SLICES = [
  { gcCoin: 1_000_00, scCoin: 0 },
  { gcCoin: 0, scCoin: 50 },
  { gcCoin: 2_500_00, scCoin: 0 },
  { gcCoin: 0, scCoin: 1_00 },
];
const HASH = 'a'.repeat(64);

const WHEEL_EVENT = testEvent(
  {
    benefitType: 'wheelOfFortune',
    key: 'crown-wheel',
    imageUrl: '/images/event-triggers/wheel.svg',
    miniImageUrl: '/images/event-triggers/wheel-mini.svg',
    layout: testLayout('SPIN', { rewardTop: 72 }),
    wheel: { slices: SLICES, serverSeedHash: HASH, canSpin: true },
  },
  { userEventTriggerId: 7, eventTrigger: { eventTriggerId: 3, weight: 90 } },
);

const DRAWN: TSpinWheelOfFortuneResponse['data'] = {
  winnerSlice: 2,
  gcCoin: 2_500_00,
  scCoin: 0,
  serverSeed: 'b'.repeat(64),
  serverSeedHash: HASH,
  clientSeed: 'c0ffee',
  nonce: 0,
};

function renderWheel(event: TEventTriggerEvent = WHEEL_EVENT) {
  const [popup] = popupQueue(
    {
      currentEventsByTrigger: [],
      otherActiveEvents: [event],
      personalGifts: [],
      joinedNewTournament: false,
    },
    'GC',
    () => undefined,
  );
  return renderPopup(popup);
}

describe('wheel of fortune popup', () => {
  beforeAll(async () => {
    await initI18n('en-US');
  });
  afterEach(() => {
    cleanup();
    vi.useRealTimers();
    spinWheelOfFortune.mockReset();
  });

  it('labels the prizes short and lands the drawn slice under the pointer', () => {
    expect(SLICES.map(slicePrizeText)).toEqual(['1K CC', '0.50 SC', '2.5K CC', '1 SC']);
    for (let winner = 0; winner < 4; winner += 1) {
      const center = (winner + 0.5) * 90;
      expect((landingAngle(winner, 4) + center) % 360).toBe(0);
      expect(landingAngle(winner, 4)).toBeGreaterThanOrEqual(5 * 360);
    }
  });

  it("shows the seed hash, spins to the server's slice, shows the prize once stopped, then closes", async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    spinWheelOfFortune.mockResolvedValue(DRAWN);
    const { actions, onClose } = renderWheel();
    expect(screen.getByRole('img', { name: 'A wheel of 4 prizes' })).toBeInTheDocument();
    expect(screen.getByText(HASH)).toBeInTheDocument();
    expect(screen.getByRole('status')).toHaveTextContent('');

    await act(async () => {
      fireEvent.click(screen.getByRole('button', { name: 'SPIN' }));
    });
    expect(spinWheelOfFortune).toHaveBeenCalledWith('crown-wheel', 7);
    expect(actions.onPaid).toHaveBeenCalledTimes(1);
    const wheel = screen.getByRole('img', { name: 'A wheel of 4 prizes' });
    expect(wheel).toHaveAttribute('data-winner-slice', '2');
    expect(wheel.style.transform).toBe(`rotate(${landingAngle(2, 4)}deg)`);
    expect(screen.getByRole('button', { name: 'SPIN' })).toBeDisabled();
    expect(screen.getByRole('status')).toHaveTextContent('');

    await act(async () => {
      await vi.advanceTimersByTimeAsync(WHEEL_SPIN_MS);
    });
    expect(screen.getByRole('status')).toHaveTextContent('You won 2,500 CC!');
    expect(screen.getByText(DRAWN.serverSeed)).toBeInTheDocument();

    fireEvent.click(screen.getByRole('button', { name: 'COLLECT' }));
    await act(async () => {
      await vi.advanceTimersByTimeAsync(POPUP_FOLD_MS);
    });
    expect(onClose).toHaveBeenCalledTimes(1);
    expect(spinWheelOfFortune).toHaveBeenCalledTimes(1);
  });

  it('shows why a spin failed and lets the player try again', async () => {
    spinWheelOfFortune.mockRejectedValueOnce(new Error('offline'));
    const { actions } = renderWheel();
    await act(async () => {
      fireEvent.click(screen.getByRole('button', { name: 'SPIN' }));
    });
    expect(screen.getByRole('alert')).toBeInTheDocument();
    expect(actions.onPaid).not.toHaveBeenCalled();
    expect(screen.getByRole('button', { name: 'SPIN' })).toBeEnabled();
  });

  it('sells the spin of a priced wheel in the store until it is bought, then shows again to spin (decision 221)', async () => {
    const unbought: TEventTriggerEvent = {
      ...WHEEL_EVENT,
      benefit: {
        ...WHEEL_EVENT.benefit,
        price: 499,
        packages: [{ packageId: 2, price: 499, gcCoin: 0, scCoin: 0 }],
        wheel: { slices: SLICES, serverSeedHash: HASH, canSpin: false },
      },
    };
    const { actions } = renderWheel(unbought);
    expect(screen.getByRole('status')).toHaveTextContent('Spin with the $4.99 package');
    await act(async () => {
      fireEvent.click(screen.getByRole('button', { name: 'BUY $4.99' }));
    });
    expect(actions.onOpenStore).toHaveBeenCalledTimes(1);
    expect(spinWheelOfFortune).not.toHaveBeenCalled();
    // Bought, the same event is another showing of the popup.
    const bought = {
      ...unbought,
      benefit: { ...unbought.benefit, wheel: { ...unbought.benefit.wheel!, canSpin: true } },
    };
    const keys = [unbought, bought].map((event) =>
      readPopups([event], () => undefined).map(popupKey),
    );
    expect(keys).toEqual([['7:0:unbought'], ['7:0']]);
  });

  it('drops a wheel event without its slices as invalid', () => {
    const invalid = vi.fn();
    const queue = popupQueue(
      {
        currentEventsByTrigger: [
          { ...WHEEL_EVENT, benefit: { ...WHEEL_EVENT.benefit, wheel: null } },
        ],
        otherActiveEvents: [],
        personalGifts: [],
        joinedNewTournament: false,
      },
      'GC',
      invalid,
    );
    expect(queue).toEqual([]);
    expect(invalid).toHaveBeenCalledWith(
      expect.objectContaining({ userEventTriggerId: 7, issues: ['benefit.wheel'] }),
    );
  });
});
