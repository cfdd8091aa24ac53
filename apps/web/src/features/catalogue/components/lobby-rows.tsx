import type { TSubCategory } from '@casino/contracts';
import { Button, GameTileSkeleton, Skeleton } from '@casino/ui';
import { startTransition, useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { CategoryRow } from '#src/features/catalogue/components/category-row';
import {
  visibleCategoryCount,
  type TLobbyStatus,
} from '#src/features/catalogue/components/lobby-status';
import { useOnboarding } from '#src/stores/onboarding';

export interface TLobbyRowsProps {
  status: TLobbyStatus;
  categories: TSubCategory[];
  onRetry: () => void;
  onSeeAll: (slug: string) => void;
}

function SkeletonRows() {
  return (
    <div className="lobby-rows" aria-hidden="true" data-testid="lobby-skeleton">
      {Array.from({ length: 3 }, (_, row) => (
        <div key={row} className="category-row">
          <Skeleton width={180} height={28} />
          <div className="carousel">
            <ul className="carousel__track" role="list">
              {Array.from({ length: 7 }, (_, index) => (
                <li key={index} className="game-slot">
                  <GameTileSkeleton shape="short" />
                </li>
              ))}
            </ul>
          </div>
        </div>
      ))}
    </div>
  );
}

export function LobbyError({ onRetry }: { onRetry: () => void }) {
  const { t } = useTranslation();
  return (
    <div className="state-view" role="alert" data-testid="lobby-error">
      <h2 className="state-view__title">{t('lobby.error')}</h2>
      <Button onClick={onRetry}>{t('lobby.retry')}</Button>
    </div>
  );
}

/** The row rendered with the lobby's data (the one under the banner); the rest follow it. */
const FIRST_PAINT_ROWS = 1;
/** The longest a waiting row gives the browser to become idle before it renders anyway. */
const ROW_IDLE_TIMEOUT_MS = 500;

function whenIdle(callback: () => void): () => void {
  if (typeof window.requestIdleCallback === 'function') {
    const handle = window.requestIdleCallback(callback, { timeout: ROW_IDLE_TIMEOUT_MS });
    return () => window.cancelIdleCallback(handle);
  }
  const handle = window.setTimeout(callback, 0);
  return () => window.clearTimeout(handle);
}

function ReadyRows({ categories, onSeeAll }: Pick<TLobbyRowsProps, 'categories' | 'onSeeAll'>) {
  const isOnboarding = useOnboarding((state) => state.step !== null);
  const count = visibleCategoryCount(categories.length, isOnboarding, () => window.innerHeight);
  // A full lobby is about a thousand elements: committed at once they are one long task. The
  // first row renders with the data, then one more row per idle moment, each a short commit.
  const [renderedCount, setRenderedCount] = useState(FIRST_PAINT_ROWS);
  useEffect(() => {
    if (renderedCount >= count) return;
    return whenIdle(() => startTransition(() => setRenderedCount((rows) => rows + 1)));
  }, [renderedCount, count]);
  return (
    <div className="lobby-rows" data-testid="lobby-rows">
      {categories.slice(0, Math.min(renderedCount, count)).map((category, index) => (
        <CategoryRow
          key={category.masterGameSubCategoryId}
          category={category}
          rowIndex={index}
          onSeeAll={onSeeAll}
        />
      ))}
    </div>
  );
}

/** One row per category; skeletons while fetching; an error view with retry. */
export function LobbyRows({ status, categories, onRetry, onSeeAll }: TLobbyRowsProps) {
  switch (status) {
    case 'OFF':
    case 'FETCHING':
      return <SkeletonRows />;
    case 'ERROR':
      return <LobbyError onRetry={onRetry} />;
    case 'READY':
      return <ReadyRows categories={categories} onSeeAll={onSeeAll} />;
  }
}
