import type { TSubCategory } from '@casino/contracts';
import { Button, GameTileSkeleton, Skeleton } from '@casino/ui';
import { useDeferredValue } from 'react';
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

/** Rows rendered with the lobby's first paint; the rest follow in a background render. */
const FIRST_PAINT_ROWS = 2;

function ReadyRows({ categories, onSeeAll }: Pick<TLobbyRowsProps, 'categories' | 'onSeeAll'>) {
  const isOnboarding = useOnboarding((state) => state.step !== null);
  const count = visibleCategoryCount(categories.length, isOnboarding, window.innerHeight);
  // The rows in view first, then every row in an interruptible render that yields to input
  // instead of one long task (a full lobby is about a thousand elements).
  const renderedCount = useDeferredValue(count, Math.min(count, FIRST_PAINT_ROWS));
  return (
    <div className="lobby-rows" data-testid="lobby-rows">
      {categories.slice(0, renderedCount).map((category, index) => (
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
