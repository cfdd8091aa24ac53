import type { TEventTriggerEvent } from '@casino/contracts';
import { act, cleanup, fireEvent, screen } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { renderPopup } from '#src/features/event-triggers/components/event-popup.test-support';
import { readPopups } from '#src/features/event-triggers/model/event-queue';
import { initI18n } from '#src/lib/i18n';

const claimFreePackage = vi.hoisted(() => vi.fn());
vi.mock('#src/features/event-triggers/api/claim-free-package', () => ({ claimFreePackage }));

const STYLE = { fontSize: 20 };

/** The demo's rolling offer (decision 214): 2,000 CC free, the Starter Pack, 1 SC free. */
function rollingOffer(currentStep: number): TEventTriggerEvent {
  return {
    userEventTriggerId: 11,
    eventTrigger: {
      eventTriggerId: 5,
      type: 'AFTER_PROMO_CODE',
      weight: 85,
      usesPerUserLimit: 1,
      purchaseCooldown: 0,
      hideWidgetTimer: true,
      extra: { coinMode: 'all' },
    },
    benefit: {
      benefitType: 'rollingOffer',
      key: 'crown-rolling-offer',
      imageUrl: '/images/event-triggers/offer.svg',
      miniImageUrl: '/images/event-triggers/offer-mini.svg',
      scCoin: 0,
      gcCoin: 0,
      price: currentStep === 1 ? 499 : 0,
      packages: [
        { packageId: 900_001, price: 0, gcCoin: 2_000_00, scCoin: 0 },
        { packageId: 2, price: 499, gcCoin: 50_000_00, scCoin: 5_00 },
        { packageId: 900_002, price: 0, gcCoin: 0, scCoin: 1_00 },
      ],
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
            text: 'COLLECT',
            btnType: 'orange',
          },
        ],
      },
      visibility: { lobby: true, store: false },
      storeLayout: null,
      storeLayoutImageUrl: null,
      riveFileUrl: null,
      wheel: null,
      quest: null,
      booster: null,
    },
    canDisplay: true,
    expiredAt: null,
    isNewEventType: true,
    currentStep,
    userGift: null,
  };
}

function renderStep(currentStep: number) {
  const [popup] = readPopups([rollingOffer(currentStep)], () => undefined);
  return renderPopup(popup);
}

describe('rolling offer popup', () => {
  beforeAll(async () => {
    await initI18n('en-US');
  });
  afterEach(() => {
    cleanup();
    vi.useRealTimers();
    claimFreePackage.mockReset();
  });

  it('claims the free step on offer, pays and closes', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    claimFreePackage.mockResolvedValue(undefined);
    const { actions, onClose } = renderStep(0);
    expect(screen.getByText('Step 1 of 3')).toBeInTheDocument();
    expect(screen.getByRole('status')).toHaveTextContent('2,000 CC');
    await act(async () => {
      fireEvent.click(screen.getByRole('button', { name: 'COLLECT' }));
    });
    expect(claimFreePackage).toHaveBeenCalledWith({
      userEventTriggerId: 11,
      eventTriggerId: 5,
      packageId: 900_001,
    });
    expect(actions.onPaid).toHaveBeenCalledTimes(1);
    await act(async () => {
      vi.advanceTimersByTime(300);
    });
    expect(onClose).toHaveBeenCalledTimes(1);
  });

  it('sells a priced step in the store, claiming nothing', async () => {
    const { actions } = renderStep(1);
    expect(screen.getByText('Step 2 of 3')).toBeInTheDocument();
    expect(screen.getByRole('status')).toHaveTextContent('50,000 CC + 5 SC');
    await act(async () => {
      fireEvent.click(screen.getByRole('button', { name: 'BUY $4.99' }));
    });
    expect(actions.onOpenStore).toHaveBeenCalledTimes(1);
    expect(claimFreePackage).not.toHaveBeenCalled();
  });
});
