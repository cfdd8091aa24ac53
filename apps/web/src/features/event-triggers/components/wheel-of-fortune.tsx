import type { TSpinWheelOfFortuneResponse, TWheelSlice } from '@casino/contracts';
import { asAmountMinor, formatAmount, type TCoinType } from '@casino/money';
import { useTranslation } from 'react-i18next';

/** How long the wheel turns to the server's slice. */
export const WHEEL_SPIN_MS = 4000;
const FULL_TURNS = 5;
const RADIUS = 100;
const COLORS = ['#7B4DFF', '#2C2268', '#F5C542', '#3D7BFF', '#FF5D73', '#1B1446'];

/** A slice's prize in short: GC from 1,000 as K, trimmed (engagement §9), SC with its cents. */
export function slicePrizeText(slice: TWheelSlice): string {
  return (
    [
      ['GC', slice.gcCoin],
      ['SC', slice.scCoin],
    ] as [TCoinType, number][]
  )
    .filter(([, amount]) => amount > 0)
    .map(([coin, amount]) => {
      const whole = amount / 100;
      const text =
        coin === 'GC' && whole >= 1000
          ? `${Number((whole / 1000).toFixed(2))}K`
          : formatAmount(asAmountMinor(amount), { coin, style: 'coins' });
      return `${text} ${coin === 'GC' ? 'CC' : 'SC'}`;
    })
    .join(' + ');
}

/**
 * The angle the wheel turns to bring slice `winner` (clockwise from the top) under the pointer
 * at the top, after whole turns.
 */
export function landingAngle(winner: number, slices: number): number {
  const center = (winner + 0.5) * (360 / slices);
  return FULL_TURNS * 360 + (360 - center);
}

function point(angle: number): string {
  const radians = ((angle - 90) * Math.PI) / 180;
  return `${(RADIUS * Math.cos(radians)).toFixed(3)} ${(RADIUS * Math.sin(radians)).toFixed(3)}`;
}

/**
 * The wheel of fortune (decision 200): its slices clockwise from the top, a pointer at the top;
 * given the server's drawn slice it turns to it. Below it, the provably fair seeds: the server
 * seed's hash before the spin, the revealed seed after.
 */
export function WheelOfFortune({
  slices,
  serverSeedHash,
  spin,
}: {
  slices: TWheelSlice[];
  serverSeedHash: string;
  spin: TSpinWheelOfFortuneResponse['data'] | null;
}) {
  const { t } = useTranslation();
  const step = 360 / slices.length;
  const rotation = spin ? landingAngle(spin.winnerSlice, slices.length) : 0;
  return (
    <div className="wheel-of-fortune" data-testid="wheel-of-fortune">
      <div className="wheel-of-fortune__pointer" aria-hidden="true" />
      <svg
        className="wheel-of-fortune__wheel"
        viewBox="-105 -105 210 210"
        role="img"
        aria-label={t('eventTriggers.wheel.label', { count: slices.length })}
        data-winner-slice={spin?.winnerSlice ?? ''}
        style={{
          transform: `rotate(${rotation}deg)`,
          transitionDuration: spin ? `${WHEEL_SPIN_MS}ms` : '0ms',
        }}
      >
        <circle r="104" fill="#FFD966" />
        {slices.map((slice, index) => {
          const start = index * step;
          const middle = start + step / 2;
          return (
            <g key={index}>
              <path
                d={`M0 0 L${point(start)} A${RADIUS} ${RADIUS} 0 0 1 ${point(start + step)} Z`}
                fill={COLORS[index % COLORS.length]}
                stroke="#FFFFFF"
                strokeWidth="1"
              />
              <text
                className="wheel-of-fortune__prize"
                transform={`rotate(${middle}) translate(0 -62) rotate(90)`}
                textAnchor="middle"
                dominantBaseline="middle"
              >
                {slicePrizeText(slice)}
              </text>
            </g>
          );
        })}
        <circle r="14" fill="#FFFFFF" stroke="#F5C542" strokeWidth="4" />
      </svg>
      <details className="wheel-of-fortune__fair">
        <summary>{t('eventTriggers.wheel.fair')}</summary>
        <dl>
          <dt>{t('eventTriggers.wheel.serverSeedHash')}</dt>
          <dd>{serverSeedHash}</dd>
          {spin ? (
            <>
              <dt>{t('eventTriggers.wheel.serverSeed')}</dt>
              <dd>{spin.serverSeed}</dd>
              <dt>{t('eventTriggers.wheel.clientSeed')}</dt>
              <dd>{spin.clientSeed}</dd>
            </>
          ) : null}
        </dl>
      </details>
    </div>
  );
}
