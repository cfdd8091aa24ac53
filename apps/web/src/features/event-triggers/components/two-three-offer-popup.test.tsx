import type { TEventTriggerEvent } from '@casino/contracts';
import { act, cleanup, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { renderPopup } from '#src/features/event-triggers/components/event-popup.test-support';
import { orderPopups, readPopups } from '#src/features/event-triggers/model/event-queue';
import { testEvent } from '#src/features/event-triggers/model/event.test-support';
import { initI18n } from '#src/lib/i18n';

const STYLE = { fontSize: 18 };
const [STARTER, HANDFUL, POUCH] = [
  { packageId: 2, price: 499, gcCoin: 50_000_00, scCoin: 5_00 },
  { packageId: 3, price: 999, gcCoin: 100_000_00, scCoin: 10_00 },
  { packageId: 4, price: 1999, gcCoin: 200_000_00, scCoin: 20_00 },
] as const;
const PACKAGES = [STARTER, HANDFUL, POUCH];

/** The demo's 2-3-offer (decision 215): three store packages side by side. */
function twoThreeOffer(
  packages: TEventTriggerEvent['benefit']['packages'] = PACKAGES,
  visibility = { lobby: true, store: false },
): TEventTriggerEvent {
  return testEvent(
    {
      benefitType: '2-3-offer',
      key: 'crown-pick-offer',
      imageUrl: '/images/event-triggers/two-three-offer.svg',
      miniImageUrl: '/images/event-triggers/two-three-offer-mini.svg',
      price: 499,
      packages,
      layout: {
        version: 1,
        attributes: { imageWidth: 720, imageHeight: 300 },
        elements: [
          { type: 'CLOSE', left: 90, top: 3, width: 8, height: 19, style: STYLE },
          {
            type: 'ACTION_BTN',
            left: 0,
            top: 80,
            width: 100,
            height: 20,
            style: STYLE,
            text: 'BUY',
            btnType: 'orange',
          },
        ],
      },
      visibility,
    },
    { eventTrigger: { eventTriggerId: 7, weight: 88 } },
  );
}

describe('2-3-offer popup', () => {
  beforeAll(async () => {
    await initI18n('en-US');
  });
  afterEach(() => {
    cleanup();
    vi.useRealTimers();
  });

  it('shows each package with its price, CC and SC and its own labelled buy button', () => {
    renderPopup(readPopups([twoThreeOffer()], () => undefined)[0]);
    expect(screen.getByTestId('event-popup')).toHaveAttribute('data-benefit-type', '2-3-offer');
    const list = screen.getByRole('list', { name: '3 packages on offer' });
    const items = within(list).getAllByTestId('offer-package');
    expect(items).toHaveLength(3);
    expect(items[0]).toHaveTextContent('$4.99');
    expect(items[0]).toHaveTextContent('50,000 CC');
    expect(items[0]).toHaveTextContent('+ FREE 5 SC');
    const buttons = within(list).getAllByRole('button');
    expect(buttons.map((button) => button.textContent)).toEqual([
      'BUY $4.99',
      'BUY $9.99',
      'BUY $19.99',
    ]);
    expect(buttons[1]).toHaveAccessibleDescription('100,000 CC + FREE 10 SC');
    expect(screen.getByRole('button', { name: 'Close' })).toBeInTheDocument();
    // The layout's button gives the packages' buttons their text and look; it is not drawn itself.
    expect(screen.getAllByRole('button')).toHaveLength(4);
  });

  it("leads a package's button, by keyboard too, into the store purchase of that package and folds away", async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    const user = userEvent.setup({ advanceTimers: vi.advanceTimersByTime.bind(vi) });
    const { actions, onClose } = renderPopup(readPopups([twoThreeOffer()], () => undefined)[0]);
    // The close icon first, then the packages in order.
    await user.tab();
    expect(screen.getByRole('button', { name: 'Close' })).toHaveFocus();
    await user.tab();
    await user.tab();
    expect(screen.getByRole('button', { name: 'BUY $9.99' })).toHaveFocus();
    await user.keyboard('{Enter}');
    expect(actions.onOpenStore).toHaveBeenCalledWith(3);
    expect(actions.onOpenStore).toHaveBeenCalledTimes(1);
    await act(async () => {
      vi.advanceTimersByTime(300);
    });
    expect(onClose).toHaveBeenCalledTimes(1);
  });

  it('drops a 2-3-offer without 2 or 3 priced packages, or with one repeated, as invalid schema data', () => {
    const invalid: unknown[] = [];
    const popups = readPopups(
      [
        twoThreeOffer(PACKAGES.slice(0, 1)),
        twoThreeOffer([STARTER, { ...HANDFUL, price: 0 }]),
        twoThreeOffer([STARTER, STARTER]),
        twoThreeOffer([...PACKAGES, { ...STARTER, packageId: 5 }]),
        twoThreeOffer(PACKAGES.slice(0, 2)),
      ],
      (dropped) => invalid.push(dropped),
    );
    expect(popups).toHaveLength(1);
    expect(popups[0]!.event.benefit.packages).toHaveLength(2);
    expect(invalid).toHaveLength(4);
    expect(invalid[0]).toEqual({ userEventTriggerId: 21, issues: ['benefit.packages'] });
  });

  it('shows no popup for an offer shown only in the store', () => {
    const popups = readPopups(
      [twoThreeOffer(PACKAGES, { lobby: false, store: true })],
      () => undefined,
    );
    expect(popups).toHaveLength(1);
    expect(orderPopups(popups, 'GC', new Set())).toEqual([]);
  });
});
