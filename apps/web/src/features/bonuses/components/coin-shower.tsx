import '#src/features/bonuses/components/bonuses.css';
import type { TCoinType } from '@casino/money';

/** Engagement §9: 15 coins per type, 50 ms apart; GC flies first, then SC when non-zero. */
export const COINS_PER_TYPE = 15;
export const COIN_STAGGER_MS = 50;

function CoinIcon({ coin }: { coin: TCoinType }) {
  return (
    <svg viewBox="0 0 42 42" width="42" height="42" aria-hidden="true">
      <circle cx="21" cy="21" r="19" fill={coin === 'GC' ? '#F5C542' : '#2ED47A'} />
      <circle
        cx="21"
        cy="21"
        r="14"
        fill="none"
        stroke="#1B1446"
        strokeOpacity="0.35"
        strokeWidth="2"
      />
      <text x="21" y="26" textAnchor="middle" fontSize="13" fontWeight="800" fill="#1B1446">
        {coin === 'GC' ? 'CC' : 'SC'}
      </text>
    </svg>
  );
}

/**
 * The coin-flying animation after a claim: coins rise from the dialog towards the header
 * balance. Decorative only (hidden from assistive technology); reduced motion shows none.
 */
export function CoinShower({ coins }: { coins: TCoinType[] }) {
  const flights = coins.flatMap((coin, typeIndex) =>
    Array.from({ length: COINS_PER_TYPE }, (_, index) => ({
      coin,
      key: `${coin}-${index}`,
      delayMs: (typeIndex * COINS_PER_TYPE + index) * COIN_STAGGER_MS,
      // Spread the coins over the dialog's width, the same pattern every time.
      offsetPercent: ((index * 37) % 100) - 50,
    })),
  );
  return (
    <div className="coin-shower" aria-hidden="true" data-testid="coin-shower">
      {flights.map((flight) => (
        <span
          key={flight.key}
          className="coin-shower__coin"
          data-coin={flight.coin}
          style={{
            animationDelay: `${flight.delayMs}ms`,
            left: `calc(50% + ${flight.offsetPercent}%)`,
          }}
        >
          <CoinIcon coin={flight.coin} />
        </span>
      ))}
    </div>
  );
}
