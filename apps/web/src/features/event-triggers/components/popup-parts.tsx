import type { TEventLayoutElement } from '@casino/contracts';
import { asAmountMinor, coinLabel, formatAmount, type TCoinType } from '@casino/money';
import { useEffect, useState, type CSSProperties } from 'react';
import { useTranslation } from 'react-i18next';
import { formatTimer } from '#src/lib/format-timer';

const TICK_MS = 1000;

/** A layout element's box over the popup image, in percent of the image, with its style. */
export function boxStyle(element: TEventLayoutElement): CSSProperties {
  return {
    left: `${element.left}%`,
    top: `${element.top}%`,
    width: `${element.width}%`,
    height: `${element.height}%`,
    fontSize: `${element.style.fontSize}px`,
    ...(element.style.color ? { color: element.style.color } : {}),
    ...(element.style.background ? { background: element.style.background } : {}),
    ...(element.style.display ? { display: element.style.display } : {}),
  };
}

/** GC and SC amounts as one line ('5,000 CC + 1 SC'); nothing for none. */
export function amountsText(gcCoin: number, scCoin: number): string {
  return (
    [
      ['GC', gcCoin],
      ['SC', scCoin],
    ] as [TCoinType, number][]
  )
    .filter(([, amount]) => amount > 0)
    .map(
      ([coin, amount]) =>
        `${formatAmount(asAmountMinor(amount), { coin, style: 'coins' })} ${coinLabel(coin)}`,
    )
    .join(' + ');
}

/** The countdown to expiredAt; at zero the event is over and the popup closes. */
export function Countdown({
  expiredAt,
  style,
  onEnd,
}: {
  expiredAt: string;
  style: CSSProperties;
  onEnd: () => void;
}) {
  const { t } = useTranslation();
  const endsAt = Date.parse(expiredAt);
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    const timer = window.setInterval(() => setNow(Date.now()), TICK_MS);
    return () => window.clearInterval(timer);
  }, []);
  const remaining = endsAt - now;
  useEffect(() => {
    if (remaining <= 0) onEnd();
  }, [remaining, onEnd]);
  return (
    <p className="event-popup__timer" style={style} role="timer">
      <span className="cc-visually-hidden">{t('eventTriggers.endsIn')} </span>
      {formatTimer(remaining)}
    </p>
  );
}

/** A rolling offer's steps: taken, on offer, still closed (decision 214). */
export function RollingOfferSteps({ count, current }: { count: number; current: number }) {
  const { t } = useTranslation();
  const stepClass = (index: number) =>
    index < current
      ? ' event-popup__step--taken'
      : index === current
        ? ' event-popup__step--current'
        : '';
  return (
    <div className="event-popup__steps">
      <p>{t('eventTriggers.rollingOffer.step', { step: current + 1, count })}</p>
      <ol aria-hidden="true">
        {Array.from({ length: count }, (_, index) => (
          <li key={index} className={`event-popup__step${stepClass(index)}`} />
        ))}
      </ol>
    </div>
  );
}
