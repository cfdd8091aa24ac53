import type { TSubCategory } from '@casino/contracts';
import { Button, GameTileSkeleton, Spinner } from '@casino/ui';
import { ArrowLeft } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { useCasinoGames } from '#src/features/catalogue/api/get-casino-games';
import { useTileSettings } from '#src/features/catalogue/components/game-card';
import { GameSlot } from '#src/features/catalogue/components/game-slot';
import { LobbyError } from '#src/features/catalogue/components/lobby-rows';
import { CategoryIcon } from '#src/features/catalogue/components/category-icon';

/** Games per page of the category grid: two rows of six on wide screens, four of three on phones. */
export const CATEGORY_PAGE_SIZE = 12;

/** 'See All': one category as a grid, paged with a load-more button. */
export function CategoryView({ category, onBack }: { category: TSubCategory; onBack: () => void }) {
  const { t } = useTranslation();
  const tiles = useTileSettings();
  const games = useCasinoGames({
    subCategoryId: category.masterGameSubCategoryId,
    limit: CATEGORY_PAGE_SIZE,
  });
  const rows = games.data?.pages.flatMap((page) => page.rows) ?? [];
  const total = games.data?.pages[0]?.count ?? category.gamesCount;
  const titleId = `category-view-${category.slug}`;

  return (
    <section className="category-view" aria-labelledby={titleId} data-testid="category-view">
      <div className="category-view__head">
        <Button variant="ghost" onClick={onBack} iconStart={<ArrowLeft size={20} />}>
          {t('lobby.backToLobby')}
        </Button>
        <h2 id={titleId} className="section-title section-title--large">
          <CategoryIcon category={category} size={36} />
          {category.name.EN}
        </h2>
        <p className="muted">{t('lobby.gamesCount', { count: total })}</p>
      </div>
      {games.isError && rows.length === 0 ? (
        <LobbyError onRetry={() => void games.refetch()} />
      ) : null}
      <ul className={`game-grid game-grid--${category.thumbnailType}`} role="list">
        {rows.map((game, index) => (
          <GameSlot
            {...tiles}
            key={game.masterCasinoGameId}
            game={game}
            shape={category.thumbnailType}
            isEager={index < 12}
            impression={{
              slotId: game.masterCasinoGameId,
              category: category.slug,
              verticalLocation: 0,
              horizontalLocation: index,
            }}
          />
        ))}
        {games.isPending
          ? Array.from({ length: 12 }, (_, index) => (
              <li key={`skeleton-${index}`}>
                <GameTileSkeleton shape={category.thumbnailType} />
              </li>
            ))
          : null}
      </ul>
      <div className="category-view__more">
        <p className="muted" aria-live="polite">
          {t('lobby.pageStatus', { shown: rows.length, total })}
        </p>
        {games.hasNextPage ? (
          <Button
            variant="secondary"
            onClick={() => void games.fetchNextPage()}
            disabled={games.isFetchingNextPage}
          >
            {games.isFetchingNextPage ? (
              <Spinner label={t('shell.loading')} size={20} />
            ) : (
              t('lobby.loadMore')
            )}
          </Button>
        ) : null}
      </div>
    </section>
  );
}
