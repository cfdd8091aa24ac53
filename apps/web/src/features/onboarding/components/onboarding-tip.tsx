import './onboarding.css';
import { Button, trapTabKey } from '@casino/ui';
import { useEffect, useId, useRef, type CSSProperties } from 'react';
import { createPortal } from 'react-dom';
import { useTranslation } from 'react-i18next';
import {
  findTarget,
  useTargetRect,
  type TTargetRect,
} from '#src/features/onboarding/components/use-target-rect';

/** The copy keys and the element a tip points at (data-onboarding-target on the real element). */
export interface TOnboardingTipView {
  target: string;
  copyKey: string;
  /** START_GAME: the spotlit game itself takes the click (the hole lets it through). */
  isTargetClickable: boolean;
}

const SPOT_PADDING_PX = 6;
const TIP_GAP_PX = 14;
const TIP_MARGIN_PX = 12;
/** Room a tip needs below its target before it goes above instead. */
const TIP_ROOM_PX = 220;

function spotOf(rect: TTargetRect) {
  return {
    top: rect.top - SPOT_PADDING_PX,
    left: rect.left - SPOT_PADDING_PX,
    width: rect.width + SPOT_PADDING_PX * 2,
    height: rect.height + SPOT_PADDING_PX * 2,
  };
}

/** Everything but the hole catches clicks (clip-path also clips hit testing). */
function blockerClip(spot: ReturnType<typeof spotOf>): string {
  const { innerWidth: w, innerHeight: h } = window;
  const right = spot.left + spot.width;
  const bottom = spot.top + spot.height;
  return `path(evenodd, "M0 0 H${w} V${h} H0 Z M${spot.left} ${spot.top} H${right} V${bottom} H${spot.left} Z")`;
}

function tipPlacement(spot: ReturnType<typeof spotOf> | null): CSSProperties {
  if (!spot) return { top: '50%', left: '50%', transform: 'translate(-50%, -50%)' };
  const width = Math.min(340, window.innerWidth - TIP_MARGIN_PX * 2);
  const centre = spot.left + spot.width / 2 - width / 2;
  const left = Math.max(TIP_MARGIN_PX, Math.min(centre, window.innerWidth - width - TIP_MARGIN_PX));
  const below = spot.top + spot.height + TIP_GAP_PX;
  return below + TIP_ROOM_PX <= window.innerHeight
    ? { top: below, left, width }
    : { bottom: window.innerHeight - spot.top + TIP_GAP_PX, left, width };
}

/**
 * One onboarding tip: the page dimmed around the spotlit element, and a card with the step's
 * title, text and one button. It is a modal dialog: focus moves to its button, Tab stays in it,
 * and Escape does nothing (the spec lets Escape close only the mini store).
 */
export function OnboardingTip({
  view,
  onNext,
  onTargetClick,
}: {
  view: TOnboardingTipView;
  onNext: () => void;
  onTargetClick: () => void;
}) {
  const { t } = useTranslation();
  const titleId = useId();
  const textId = useId();
  const tipRef = useRef<HTMLDivElement>(null);
  const rect = useTargetRect(view.target);
  const spot = rect ? spotOf(rect) : null;
  const hasTarget = rect !== null;

  useEffect(() => {
    // After the side menu's own focus move (its layout effect) when a step opens it.
    const frame = window.requestAnimationFrame(() =>
      tipRef.current?.querySelector<HTMLButtonElement>('button')?.focus(),
    );
    return () => window.cancelAnimationFrame(frame);
  }, []);

  // The spotlit game keeps its own click (it starts the game); the tutorial learns of it first.
  useEffect(() => {
    if (!view.isTargetClickable || !hasTarget) return;
    const target = findTarget(view.target);
    target?.addEventListener('click', onTargetClick, { capture: true });
    return () => target?.removeEventListener('click', onTargetClick, { capture: true });
  }, [view, hasTarget, onTargetClick]);

  const clip = spot && view.isTargetClickable ? blockerClip(spot) : undefined;
  return createPortal(
    <div className="onboarding" data-testid="onboarding" data-step-target={view.target}>
      <div
        className="onboarding__blocker"
        aria-hidden="true"
        style={clip ? { clipPath: clip } : undefined}
      />
      {spot ? (
        <div className="onboarding__spot" aria-hidden="true" style={spot} />
      ) : (
        <div className="onboarding__dim" aria-hidden="true" />
      )}
      <div
        ref={tipRef}
        role="dialog"
        aria-modal="true"
        aria-labelledby={titleId}
        aria-describedby={textId}
        className="onboarding__tip"
        style={tipPlacement(spot)}
        onKeyDown={trapTabKey}
      >
        <h2 id={titleId} className="onboarding__title">
          {t(`onboarding.${view.copyKey}.title`)}
        </h2>
        <p id={textId} className="onboarding__text">
          {t(`onboarding.${view.copyKey}.text`)}
        </p>
        <Button isBlock onClick={onNext}>
          {t(`onboarding.${view.copyKey}.button`)}
        </Button>
      </div>
    </div>,
    document.body,
  );
}
