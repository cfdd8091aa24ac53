import { useTranslation } from 'react-i18next';
import { useGamesByIds } from '#src/features/catalogue/api/get-games-by-ids';
import { useTileSettings } from '#src/features/catalogue/components/game-card';
import { GameSlot } from '#src/features/catalogue/components/game-slot';
import { useRecentlyPlayed } from '#src/stores/recently-played';

/** The games this browser played last (up to 9), newest first. */
export function RecentlyPlayed() {
  const { t } = useTranslation();
  const tiles = useTileSettings();
  const gameIds = useRecentlyPlayed((state) => state.gameIds);
  const games = useGamesByIds(gameIds);
  if (gameIds.length === 0 || !games.data || games.data.length === 0) return null;
  return (
    <section
      className="search-section"
      aria-labelledby="recently-played-title"
      data-testid="recently-played"
    >
      <h3 id="recently-played-title" className="search-section__title">
        {t('search.recentlyPlayed')}
      </h3>
      <ul className="game-grid game-grid--short" role="list">
        {games.data.map((game, index) => (
          <GameSlot
            {...tiles}
            key={game.masterCasinoGameId}
            game={game}
            shape="short"
            isEager={false}
            impression={{
              slotId: game.masterCasinoGameId,
              category: 'recently-played',
              verticalLocation: 0,
              horizontalLocation: index,
            }}
          />
        ))}
      </ul>
    </section>
  );
}
