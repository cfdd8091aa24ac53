import { IconButton } from '@casino/ui';
import { Search } from 'lucide-react';
import { lazy, Suspense, useDeferredValue, useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { LobbyHero, useIsLobbyHeroSettled } from '#src/app/routes/lobby-hero';
import { useSubCategories } from '#src/features/catalogue/api/get-sub-categories';
import { CategoryChips } from '#src/features/catalogue/components/category-chips';
import { CategoryView } from '#src/features/catalogue/components/category-view';
import { LobbyRows } from '#src/features/catalogue/components/lobby-rows';
import { toLobbyStatus } from '#src/features/catalogue/components/lobby-status';
import { SearchPanel } from '#src/features/catalogue/components/search-panel';
import { trackEvent } from '#src/lib/analytics';
import { useFlag } from '#src/lib/feature-flags';

/**
 * The daily mission under the banner: its modules (the missions, the daily bonus they share
 * code with) evaluate in a task of their own, not in the lobby's, and it shows once its
 * answer is in either way. The app layout loads the same chunk for the missions' dialogs.
 */
const LobbyDailyMission = lazy(async () => ({
  default: (await import('#src/app/daily-missions-composition')).LobbyDailyMission,
}));

/**
 * The signed-in lobby: hero banner with the daily mission's progress bar and the home-widget
 * area, the filter bar (category chips and search), then rows per category, one category's grid (?category=slug) or search.
 */
export function LobbyPage() {
  const { t } = useTranslation();
  const [params, setParams] = useSearchParams();
  const [isSearchOpen, setSearchOpen] = useState(false);
  const isSearchEnabled = useFlag('search_enabled');
  // The answer's update re-renders this page at once with the previous result; the rows then
  // render in a deferred pass that React splits into short slices, not in one long task.
  const categories = useDeferredValue(useSubCategories());
  const status = toLobbyStatus(categories);
  const list = categories.data?.data ?? [];
  const selectedSlug = params.get('category');
  const selected = list.find((category) => category.slug === selectedSlug) ?? null;
  const isHeroShown = !selected && !isSearchOpen;
  const isHeroSettled = useIsLobbyHeroSettled(isHeroShown);

  useEffect(() => trackEvent('lobby_page', { path: '/' }), []);

  const selectCategory = (slug: string | null) => {
    setSearchOpen(false);
    setParams(slug ? { category: slug } : {});
    window.scrollTo({ top: 0 });
  };

  return (
    <div className="lobby" data-testid="lobby-page" data-settling={!isHeroSettled || undefined}>
      <h1 className="cc-visually-hidden">{t('lobby.label')}</h1>
      {isHeroShown ? (
        <LobbyHero
          aside={
            <Suspense fallback={null}>
              <LobbyDailyMission />
            </Suspense>
          }
        />
      ) : null}
      <div className="lobby__filters" data-testid="lobby-filters">
        <div className="page-width lobby__filters-inner">
          <CategoryChips
            categories={list}
            selectedSlug={selected?.slug ?? null}
            onSelect={selectCategory}
          />
          {isSearchEnabled ? (
            <IconButton
              label={t('search.open')}
              aria-expanded={isSearchOpen}
              onClick={() => setSearchOpen((open) => !open)}
              className="lobby__search-toggle"
            >
              <Search size={20} aria-hidden="true" />
            </IconButton>
          ) : null}
        </div>
      </div>
      <div className="page-width lobby__content">
        {isSearchOpen ? (
          <SearchPanel onClose={() => setSearchOpen(false)} />
        ) : selected ? (
          <CategoryView
            key={selected.slug}
            category={selected}
            onBack={() => selectCategory(null)}
          />
        ) : (
          <LobbyRows
            status={status}
            categories={list}
            onRetry={() => void categories.refetch()}
            onSeeAll={selectCategory}
          />
        )}
      </div>
    </div>
  );
}

export default LobbyPage;
