import './event-popup.css';
import type { TEventLayoutElement, TSpinWheelOfFortuneResponse } from '@casino/contracts';
import { formatPrice } from '@casino/money';
import { IconButton } from '@casino/ui';
import { X } from 'lucide-react';
import { useCallback, useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { acknowledgeEventMessage } from '#src/features/event-triggers/api/acknowledge-event-message';
import { claimCoinBackBooster } from '#src/features/event-triggers/api/claim-coin-back-booster';
import { claimEventGift } from '#src/features/event-triggers/api/claim-event-gift';
import { claimFreePackage } from '#src/features/event-triggers/api/claim-free-package';
import { claimPersonalGift } from '#src/features/event-triggers/api/claim-personal-gift';
import { spinWheelOfFortune } from '#src/features/event-triggers/api/spin-wheel-of-fortune';
import {
  actionButtonOf,
  OfferPackages,
} from '#src/features/event-triggers/components/offer-packages';
import {
  amountsText,
  boxStyle,
  Countdown,
  RollingOfferSteps,
} from '#src/features/event-triggers/components/popup-parts';
import {
  WHEEL_SPIN_MS,
  WheelOfFortune,
} from '#src/features/event-triggers/components/wheel-of-fortune';
import type { TPopupEvent } from '#src/features/event-triggers/model/event-queue';
import { errorCopy } from '#src/lib/error-copy';

/** Engagement §2/§9: the popup folds away in 0.3 s when it closes. */
export const POPUP_FOLD_MS = 300;

export interface TEventPopupActions {
  /** A gift, free package or wheel prize was paid: the wallet is read again. */
  onPaid: () => void;
  /**
   * The offer's button: the store, where its priced package is sold; with a package (a
   * 2-3-offer's button), the store's purchase of that package.
   */
  onOpenStore: (packageId?: number) => void;
  /** The quest's button: the quest dialog, once the popup has folded away. */
  onOpenQuest: () => void;
  /** A coin-back booster started: the coin-back shown is read again. */
  onBoosterClaimed: () => void;
}

/**
 * One event-trigger popup (engagement §2/§3): the benefit's image with the layout's elements
 * placed over it in percent of the image — CLOSE, REWARD, TIMER, ACTION_BTN and DYNAMIC_IMAGE_1.
 * The button claims a gift or a free package, acknowledges a message, opens the store for an
 * offer's priced package, or spins a wheel of fortune to the slice the server drew (then shows
 * the prize and closes); a priced wheel not bought yet opens the store instead (decision 221). A rolling offer shows its step on offer (decision 214): a free one is
 * claimed, a priced one bought in the store, and its steps' progress is drawn over the image.
 * A quest (decision 217) shows its final reward and time left; its button opens the quest
 * dialog. A coin-back booster shows its points and hours, and the button starts it (decision
 * 220). A 2-3-offer's image is a header over its two or three packages, each with its own
 * button into the store purchase of that package (decision 215). Closing folds the popup for
 * 0.3 s.
 */
export function EventPopup({
  popup,
  actions,
  onClose,
}: {
  popup: TPopupEvent;
  actions: TEventPopupActions;
  onClose: () => void;
}) {
  const { t } = useTranslation();
  const { event, layout } = popup;
  const { benefit } = event;
  const [isFolding, setIsFolding] = useState(false);
  const [isBusy, setIsBusy] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);
  const [spin, setSpin] = useState<TSpinWheelOfFortuneResponse['data'] | null>(null);
  const [isLanded, setIsLanded] = useState(false);
  const foldTimer = useRef<number | null>(null);
  const landTimer = useRef<number | null>(null);

  useEffect(
    () => () => {
      if (foldTimer.current !== null) window.clearTimeout(foldTimer.current);
      if (landTimer.current !== null) window.clearTimeout(landTimer.current);
    },
    [],
  );

  /** Folds the popup away, then closes it and runs `then` (the quest dialog opens after it). */
  const close = useCallback(
    (then?: () => void) => {
      if (foldTimer.current !== null) return;
      setIsFolding(true);
      foldTimer.current = window.setTimeout(() => {
        onClose();
        then?.();
      }, POPUP_FOLD_MS);
    },
    [onClose],
  );
  const handleClose = useCallback(() => close(), [close]);

  const isRolling = benefit.benefitType === 'rollingOffer';
  /** The package the popup is about: a rolling offer's step on offer, an offer's first. */
  const shownPackage = isRolling ? benefit.packages[event.currentStep] : benefit.packages[0];
  const freePackage = isRolling
    ? shownPackage?.price === 0
      ? shownPackage
      : undefined
    : benefit.packages.find((item) => item.price === 0);
  const rewardText = benefit.wheel
    ? spin && isLanded
      ? t('eventTriggers.wheel.won', { prize: amountsText(spin.gcCoin, spin.scCoin) })
      : benefit.wheel.canSpin
        ? ''
        : t('eventTriggers.wheel.forSale', { price: formatPrice(benefit.price) })
    : benefit.quest
      ? amountsText(benefit.quest.rewardPackage.gcCoin, benefit.quest.rewardPackage.scCoin)
      : benefit.booster
        ? t('eventTriggers.booster.reward', {
            points: benefit.booster.percentPoints,
            count: benefit.booster.durationHours,
          })
        : shownPackage
          ? amountsText(shownPackage.gcCoin, shownPackage.scCoin)
          : amountsText(benefit.gcCoin, benefit.scCoin);

  /** Spins once; the prize shows when the wheel stops, and the button then closes the popup. */
  async function spinWheel() {
    if (isLanded) {
      close();
      return;
    }
    setIsBusy(true);
    setFailure(null);
    try {
      const drawn = await spinWheelOfFortune(benefit.key, event.userEventTriggerId);
      setSpin(drawn);
      actions.onPaid();
      const isStill = window.matchMedia?.('(prefers-reduced-motion: reduce)').matches === true;
      landTimer.current = window.setTimeout(
        () => {
          setIsLanded(true);
          setIsBusy(false);
        },
        isStill ? 0 : WHEEL_SPIN_MS,
      );
    } catch (error) {
      setFailure(errorCopy(error, t));
      setIsBusy(false);
    }
  }

  async function act() {
    if (benefit.quest) {
      close(actions.onOpenQuest);
      return;
    }
    if (benefit.wheel && !benefit.wheel.canSpin) {
      close();
      actions.onOpenStore();
      return;
    }
    if (benefit.wheel) {
      await spinWheel();
      return;
    }
    if ((benefit.benefitType === 'offer' || isRolling) && !freePackage) {
      close();
      actions.onOpenStore();
      return;
    }
    setIsBusy(true);
    setFailure(null);
    try {
      if (benefit.benefitType === 'message') {
        await acknowledgeEventMessage(benefit.key, event.userEventTriggerId);
      } else if (benefit.booster) {
        await claimCoinBackBooster(benefit.key, event.userEventTriggerId);
        actions.onBoosterClaimed();
      } else {
        if (popup.isPersonalGift && event.userGift) await claimPersonalGift(event.userGift.id);
        else if (freePackage) {
          await claimFreePackage({
            userEventTriggerId: event.userEventTriggerId,
            eventTriggerId: event.eventTrigger.eventTriggerId,
            packageId: freePackage.packageId,
          });
        } else await claimEventGift(benefit.key, event.userEventTriggerId);
        actions.onPaid();
      }
      close();
    } catch (error) {
      setFailure(errorCopy(error, t));
      setIsBusy(false);
    }
  }

  function actionText(text: string): string {
    if (benefit.wheel && isLanded) return t('eventTriggers.wheel.collect');
    if (benefit.wheel && !benefit.wheel.canSpin) {
      return t('eventTriggers.wheel.buy', { price: formatPrice(benefit.price) });
    }
    if (isRolling && shownPackage && shownPackage.price > 0) {
      return t('eventTriggers.rollingOffer.buy', { price: formatPrice(shownPackage.price) });
    }
    return text;
  }

  const renderElement = (element: TEventLayoutElement) => {
    const style = boxStyle(element);
    switch (element.type) {
      case 'CLOSE':
        return (
          <IconButton
            key="close"
            className="event-popup__close"
            style={style}
            label={t('dialogs.close')}
            onClick={handleClose}
          >
            <X size={22} aria-hidden="true" />
          </IconButton>
        );
      case 'REWARD':
        // A wheel's line is there before the spin, so its prize is announced when it lands.
        return rewardText || benefit.wheel ? (
          <p key="reward" className="event-popup__reward" style={style} role="status">
            {rewardText}
          </p>
        ) : null;
      case 'TIMER':
        return event.expiredAt && !event.eventTrigger.hideWidgetTimer ? (
          <Countdown key="timer" expiredAt={event.expiredAt} style={style} onEnd={handleClose} />
        ) : null;
      case 'ACTION_BTN':
        return (
          <button
            key="action"
            type="button"
            className={`event-popup__action event-popup__action--${element.btnType}`}
            style={style}
            disabled={isBusy}
            onClick={() => void act()}
          >
            {actionText(element.text)}
          </button>
        );
      case 'DYNAMIC_IMAGE_1':
        return (
          <img
            key="image"
            className="event-popup__image"
            style={style}
            src={element.imageUrl}
            alt=""
          />
        );
    }
  };

  const aspectRatio = `${layout.attributes.imageWidth} / ${layout.attributes.imageHeight}`;
  const className = `event-popup${isFolding ? ' event-popup--folding' : ''}`;
  const failureLine = failure ? (
    <p className="event-popup__failure" role="alert">
      {failure}
    </p>
  ) : null;

  if (benefit.benefitType === '2-3-offer') {
    const button = actionButtonOf(layout.elements);
    return (
      <div
        className={`${className} event-popup--packages`}
        data-testid="event-popup"
        data-benefit-type={benefit.benefitType}
      >
        <div className="event-popup__stage" style={{ aspectRatio }}>
          <img className="event-popup__art" src={benefit.imageUrl} alt="" />
          {layout.elements
            .filter((element) => element.type !== 'ACTION_BTN' && element.type !== 'REWARD')
            .map(renderElement)}
        </div>
        {button ? (
          <OfferPackages
            packages={benefit.packages}
            button={button}
            isDisabled={isFolding}
            onBuy={(packageId) => {
              close();
              actions.onOpenStore(packageId);
            }}
          />
        ) : null}
      </div>
    );
  }

  return (
    <div
      className={className}
      data-testid="event-popup"
      data-benefit-type={benefit.benefitType}
      style={{ aspectRatio }}
    >
      <img className="event-popup__art" src={benefit.imageUrl} alt="" />
      {benefit.wheel ? (
        <WheelOfFortune
          slices={benefit.wheel.slices}
          serverSeedHash={benefit.wheel.serverSeedHash}
          spin={spin}
        />
      ) : null}
      {isRolling ? (
        <RollingOfferSteps count={benefit.packages.length} current={event.currentStep} />
      ) : null}
      {layout.elements.map(renderElement)}
      {failureLine}
    </div>
  );
}
