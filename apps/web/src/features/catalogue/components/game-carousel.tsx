import type { TGame, TThumbnailType } from '@casino/contracts';
import { IconButton } from '@casino/ui';
import { ChevronLeft, ChevronRight } from 'lucide-react';
import { useCallback, useRef, useState, type CSSProperties } from 'react';
import { useTranslation } from 'react-i18next';
import { useIsNearViewport } from '#src/hooks/use-is-near-viewport';
import { useIsPageSettled } from '#src/hooks/use-is-page-settled';
import { useMeasureAfterLayout } from '#src/hooks/use-measure-after-layout';
import { useIsWide } from '#src/hooks/use-media-query';
import { useTileSettings } from '#src/features/catalogue/components/game-card';
import { GameSlot } from '#src/features/catalogue/components/game-slot';

/** Spec §9: 7 games per page above 768 px, 3 below; arrows only with more than 6 games. */
export const CAROUSEL_PAGE_SIZE_WIDE = 7;
export const CAROUSEL_PAGE_SIZE_NARROW = 3;
export const CAROUSEL_ARROWS_FROM_GAMES = 7;

export interface TGameCarouselProps {
  games: TGame[];
  shape: TThumbnailType;
  category: string;
  rowIndex: number;
  labelledBy: string;
  /** Infinite variant: asked for more games when the last page comes into view. */
  onReachEnd?: () => void;
}

/** Pages of art requested ahead of the one in view (the rest wait until the track scrolls). */
const ART_PAGES_AHEAD = 1;

/**
 * One page of tiles at a time; swipe or scroll on touch, arrows move a whole page. Every tile is
 * in the DOM (links for keyboard and screen readers), but art is requested only for rows near
 * the screen and for the page in view plus one: a lobby holds about a hundred tiles.
 */
export function GameCarousel({
  games,
  shape,
  category,
  rowIndex,
  labelledBy,
  onReachEnd,
}: TGameCarouselProps) {
  const { t } = useTranslation();
  const tiles = useTileSettings();
  const perPage = useIsWide() ? CAROUSEL_PAGE_SIZE_WIDE : CAROUSEL_PAGE_SIZE_NARROW;
  const trackRef = useRef<HTMLUListElement>(null);
  const [edges, setEdges] = useState({ isAtStart: true, isAtEnd: false });
  const [scrolledArtCount, setScrolledArtCount] = useState(0);
  const isNear = useIsNearViewport(trackRef);
  // The page ahead is requested once the page has settled; the first load fetches only what shows.
  const isPageSettled = useIsPageSettled();
  const artCount = Math.max(
    scrolledArtCount,
    perPage * (1 + (isPageSettled ? ART_PAGES_AHEAD : 0)),
  );
  const hasArrows = games.length >= CAROUSEL_ARROWS_FROM_GAMES;

  const measure = useCallback(() => {
    const track = trackRef.current;
    if (!track) return;
    const isAtEnd = track.scrollLeft + track.clientWidth >= track.scrollWidth - 2;
    const isAtStart = track.scrollLeft <= 2;
    setEdges((current) =>
      current.isAtStart === isAtStart && current.isAtEnd === isAtEnd
        ? current
        : { isAtStart, isAtEnd },
    );
    if (track.scrollWidth > 0) {
      const reach =
        (track.scrollLeft + (1 + ART_PAGES_AHEAD) * track.clientWidth) / track.scrollWidth;
      setScrolledArtCount((count) => Math.max(count, Math.ceil(reach * track.children.length)));
    }
    if (isAtEnd) onReachEnd?.();
  }, [onReachEnd]);

  useMeasureAfterLayout(trackRef, measure, games.length);

  const page = (direction: 1 | -1) => {
    const track = trackRef.current;
    if (!track) return;
    track.scrollBy({ left: direction * track.clientWidth, behavior: 'smooth' });
  };

  return (
    <div className="carousel" style={{ '--per-page': perPage } as CSSProperties} data-shape={shape}>
      {hasArrows ? (
        <IconButton
          label={t('lobby.previous')}
          className="carousel__arrow carousel__arrow--prev"
          disabled={edges.isAtStart}
          onClick={() => page(-1)}
        >
          <ChevronLeft size={22} aria-hidden="true" />
        </IconButton>
      ) : null}
      <ul
        ref={trackRef}
        className="carousel__track"
        role="list"
        aria-labelledby={labelledBy}
        onScroll={measure}
      >
        {games.map((game, index) => {
          const isEager = rowIndex < 2 && index < perPage;
          return (
            <GameSlot
              key={game.masterCasinoGameId}
              {...tiles}
              game={game}
              shape={shape}
              isEager={isEager}
              isArtDeferred={index >= artCount || (!isNear && !isEager)}
              // Engagement §4: START_GAME points at the second game of the lobby's first row.
              isOnboardingTarget={rowIndex === 0 && index === 1}
              impression={{
                slotId: game.masterCasinoGameId,
                category,
                verticalLocation: rowIndex,
                horizontalLocation: index,
              }}
            />
          );
        })}
      </ul>
      {hasArrows ? (
        <IconButton
          label={t('lobby.next')}
          className="carousel__arrow carousel__arrow--next"
          disabled={edges.isAtEnd}
          onClick={() => page(1)}
        >
          <ChevronRight size={22} aria-hidden="true" />
        </IconButton>
      ) : null}
    </div>
  );
}
