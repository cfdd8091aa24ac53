import type { TGamePage } from '@casino/contracts';
import { Button, Spinner } from '@casino/ui';
import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { useTileSettings } from '#src/features/catalogue/components/game-card';
import { GameSlot } from '#src/features/catalogue/components/game-slot';

export interface TSearchResultsProps {
  pages: TGamePage[];
  count: number;
  hasNextPage: boolean;
  isFetchingNextPage: boolean;
  onLoadMore: () => void;
}

/** Results page in as the end of the list scrolls into view (and by button, for keyboards). */
export function SearchResults({
  pages,
  count,
  hasNextPage,
  isFetchingNextPage,
  onLoadMore,
}: TSearchResultsProps) {
  const { t } = useTranslation();
  const tiles = useTileSettings();
  const sentinelRef = useRef<HTMLDivElement>(null);
  const games = pages.flatMap((page) => page.rows);

  useEffect(() => {
    const sentinel = sentinelRef.current;
    if (!sentinel || !hasNextPage || typeof IntersectionObserver === 'undefined') return;
    const observer = new IntersectionObserver((entries) => {
      if (entries.some((entry) => entry.isIntersecting) && !isFetchingNextPage) onLoadMore();
    });
    observer.observe(sentinel);
    return () => observer.disconnect();
  }, [hasNextPage, isFetchingNextPage, onLoadMore]);

  return (
    <div className="search-section" data-testid="search-results">
      <p className="search-section__title" aria-live="polite">
        {t('search.results', { count })}
      </p>
      <ul className="game-grid game-grid--short" role="list">
        {games.map((game, index) => (
          <GameSlot
            key={game.masterCasinoGameId}
            game={game}
            shape="short"
            isEager={index < 6}
            {...tiles}
            impression={{
              slotId: game.masterCasinoGameId,
              category: 'search',
              verticalLocation: 0,
              horizontalLocation: index,
            }}
          />
        ))}
      </ul>
      <div ref={sentinelRef} className="search-results__more">
        {isFetchingNextPage ? <Spinner label={t('shell.loading')} /> : null}
        {hasNextPage && !isFetchingNextPage ? (
          <Button variant="secondary" onClick={onLoadMore}>
            {t('lobby.loadMore')}
          </Button>
        ) : null}
      </div>
    </div>
  );
}
