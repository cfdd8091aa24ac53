import type { TGame, TSubCategory } from '@casino/contracts';
import { useCallback, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useCasinoGames } from '#src/features/catalogue/api/get-casino-games';
import { LOBBY_ROW_GAMES } from '#src/features/catalogue/api/get-sub-categories';
import { GameCarousel } from '#src/features/catalogue/components/game-carousel';
import { useFlag } from '#src/lib/feature-flags';
import { CategoryIcon } from '#src/features/catalogue/components/category-icon';

export interface TCategoryRowProps {
  category: TSubCategory;
  rowIndex: number;
  onSeeAll: (slug: string) => void;
}

/** A lobby row: title, 'See All' and the carousel; the infinite variant pages in more games. */
export function CategoryRow({ category, rowIndex, onSeeAll }: TCategoryRowProps) {
  const { t } = useTranslation();
  const isInfinite = useFlag('web_infinite_carousel');
  const [wantsMore, setWantsMore] = useState(false);
  const more = useCasinoGames(
    { subCategoryId: category.masterGameSubCategoryId, limit: LOBBY_ROW_GAMES },
    isInfinite && wantsMore && category.hasMoreGames,
  );

  const games = useMemo(() => {
    const fetched = more.data?.pages.flatMap((page) => page.rows) ?? [];
    const seen = new Set<number>();
    const merged: TGame[] = [];
    for (const game of [...category.subCategoryGames, ...fetched]) {
      if (seen.has(game.masterCasinoGameId)) continue;
      seen.add(game.masterCasinoGameId);
      merged.push(game);
    }
    return merged;
  }, [category.subCategoryGames, more.data]);

  const { hasNextPage, isFetchingNextPage, fetchNextPage } = more;
  const handleReachEnd = useCallback(() => {
    if (!isInfinite || !category.hasMoreGames) return;
    if (!wantsMore) {
      setWantsMore(true);
      return;
    }
    if (hasNextPage && !isFetchingNextPage) void fetchNextPage();
  }, [
    isInfinite,
    category.hasMoreGames,
    wantsMore,
    hasNextPage,
    isFetchingNextPage,
    fetchNextPage,
  ]);

  const titleId = `category-row-${category.slug}`;
  return (
    <section
      className="category-row"
      aria-labelledby={titleId}
      data-testid={`category-row-${category.slug}`}
    >
      <div className="category-row__head">
        <h2 id={titleId} className="section-title">
          <CategoryIcon category={category} size={28} />
          {category.name.EN}
        </h2>
        <button type="button" className="link-button" onClick={() => onSeeAll(category.slug)}>
          {t('lobby.seeAllCount', { count: category.gamesCount })}
          <span className="cc-visually-hidden">: {category.name.EN}</span>
        </button>
      </div>
      <GameCarousel
        games={games}
        shape={category.thumbnailType}
        category={category.slug}
        rowIndex={rowIndex}
        labelledBy={titleId}
        onReachEnd={handleReachEnd}
      />
    </section>
  );
}
