import { Button, IconButton, Spinner } from '@casino/ui';
import { History, Search, X } from 'lucide-react';
import { useEffect, useId, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchGames } from '#src/features/catalogue/api/search-games';
import { RecentlyPlayed } from '#src/features/catalogue/components/recently-played';
import { SearchResults } from '#src/features/catalogue/components/search-results';
import { useSearchHistory } from '#src/features/catalogue/stores/search-history';
import { useDebouncedValue } from '#src/hooks/use-debounced-value';
import { useIsWide } from '#src/hooks/use-media-query';
import { trackEvent } from '#src/lib/analytics';
import { CLOSE_RANK, registerCloser } from '#src/lib/close-priority';
import { useFlag } from '#src/lib/feature-flags';

/** Spec §9: 500 ms debounce; 12 results per page above 768 px, 6 below, 0 (all) in old mode. */
export const SEARCH_DEBOUNCE_MS = 500;
export const SEARCH_PAGE_SIZE_WIDE = 12;
export const SEARCH_PAGE_SIZE_NARROW = 6;

export function SearchPanel({ onClose }: { onClose: () => void }) {
  const { t } = useTranslation();
  const inputId = useId();
  const inputRef = useRef<HTMLInputElement>(null);
  const [text, setText] = useState('');
  const isOldMode = useFlag('enable_old_search_mode');
  const isWide = useIsWide();
  const debounced = useDebouncedValue(text.trim(), SEARCH_DEBOUNCE_MS);
  const limit = isOldMode ? 0 : isWide ? SEARCH_PAGE_SIZE_WIDE : SEARCH_PAGE_SIZE_NARROW;
  const search = useSearchGames({ text: debounced, limit });
  const { terms, addTerm, clearTerms } = useSearchHistory();

  useEffect(() => inputRef.current?.focus(), []);
  const onCloseRef = useRef(onClose);
  useEffect(() => {
    onCloseRef.current = onClose;
  });
  // Escape closes search like a dialog, after anything open over it (shell keyboard handler).
  useEffect(
    () =>
      registerCloser({
        rank: CLOSE_RANK.searchPanel,
        isOpen: () => true,
        close: () => onCloseRef.current(),
      }),
    [],
  );

  const isSettled = search.isSuccess && debounced.length > 0;
  const count = search.data?.pages[0]?.count ?? 0;
  useEffect(() => {
    if (!isSettled) return;
    addTerm(debounced);
    trackEvent('game_search', { text: debounced, results: count });
  }, [isSettled, debounced, count, addTerm]);

  return (
    <section
      className={`search-panel${isOldMode ? ' search-panel--old' : ''}`}
      aria-label={t('search.label')}
      data-testid="search-panel"
    >
      <div className="search-panel__bar">
        <label htmlFor={inputId} className="cc-visually-hidden">
          {t('search.label')}
        </label>
        <Search size={20} aria-hidden="true" className="search-panel__icon" />
        <input
          ref={inputRef}
          id={inputId}
          className="search-panel__input"
          type="search"
          placeholder={t('search.placeholder')}
          value={text}
          maxLength={64}
          autoComplete="off"
          onChange={(event) => setText(event.target.value)}
        />
        {text ? (
          <IconButton label={t('search.clear')} onClick={() => setText('')}>
            <X size={18} aria-hidden="true" />
          </IconButton>
        ) : null}
        <Button variant="ghost" onClick={onClose}>
          {t('search.close')}
        </Button>
      </div>
      {debounced.length === 0 ? (
        <>
          {terms.length > 0 ? (
            <div className="search-section" data-testid="search-history">
              <div className="search-section__head">
                <h3 className="search-section__title">{t('search.recent')}</h3>
                <button type="button" className="link-button" onClick={clearTerms}>
                  {t('search.clearRecent')}
                </button>
              </div>
              <ul className="search-history" role="list">
                {terms.map((term) => (
                  <li key={term}>
                    <button
                      type="button"
                      className="search-history__term"
                      onClick={() => setText(term)}
                    >
                      <History size={16} aria-hidden="true" />
                      {term}
                    </button>
                  </li>
                ))}
              </ul>
            </div>
          ) : (
            <p className="muted search-panel__hint">{t('search.emptyHint')}</p>
          )}
          <RecentlyPlayed />
        </>
      ) : search.isPending ? (
        <div className="search-panel__loading">
          <Spinner label={t('shell.loading')} />
        </div>
      ) : search.isError ? (
        <div className="state-view" role="alert" data-testid="search-error">
          <p className="state-view__text">{t('search.error')}</p>
          <Button onClick={() => void search.refetch()}>{t('lobby.retry')}</Button>
        </div>
      ) : count === 0 ? (
        <div className="search-empty" data-testid="search-empty">
          <p className="search-empty__title">{t('search.empty')}</p>
          <p className="muted">{t('search.noGames')}</p>
          <RecentlyPlayed />
        </div>
      ) : (
        <SearchResults
          pages={search.data?.pages ?? []}
          count={count}
          hasNextPage={search.hasNextPage}
          isFetchingNextPage={search.isFetchingNextPage}
          onLoadMore={() => void search.fetchNextPage()}
        />
      )}
    </section>
  );
}
