import { useDeferredValue } from 'react';
import { useTranslation } from 'react-i18next';
import { GameTileSkeleton } from '@casino/ui';
import { useSubCategories } from '#src/features/catalogue/api/get-sub-categories';
import { GameCard, useTileSettings } from '#src/features/catalogue/components/game-card';

const TEASER_GAMES = 12;

/** The landing's taste of the catalogue: the first category's real games. */
export function GameTeaser({ landingKey }: { landingKey?: string }) {
  const { t } = useTranslation();
  const tiles = useTileSettings();
  const categories = useSubCategories({ landingKey, limit: TEASER_GAMES, perPage: 1 });
  const latest = categories.data?.data[0];
  // The tiles render in a background pass React can interrupt, not in the task the data lands in.
  const first = useDeferredValue(latest);
  const isWaiting = categories.isPending || (latest !== undefined && first === undefined);
  return (
    <section className="game-teaser" aria-labelledby="game-teaser-title">
      <h2 id="game-teaser-title" className="section-title">
        {first?.name.EN ?? t('landing.teaserTitle')}
      </h2>
      {categories.isError ? <p className="muted">{t('lobby.error')}</p> : null}
      <ul className="game-grid game-grid--teaser" role="list">
        {first
          ? first.subCategoryGames.slice(0, TEASER_GAMES).map((game, index) => (
              <li key={game.masterCasinoGameId}>
                <GameCard game={game} shape="short" isEager={index < 6} {...tiles} />
              </li>
            ))
          : isWaiting
            ? Array.from({ length: TEASER_GAMES }, (_, index) => (
                <li key={index}>
                  <GameTileSkeleton shape="short" />
                </li>
              ))
            : null}
      </ul>
    </section>
  );
}
