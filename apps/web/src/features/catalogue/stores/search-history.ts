import { create } from 'zustand';
import { readStored, writeStored } from '#src/lib/local-storage';
import { pushRecent } from '#src/lib/recent-list';

/** Spec §5: at most 10 unique recent terms, newest first, in local storage. */
export const SEARCH_HISTORY_MAX = 10;
const STORAGE_KEY = 'cc.search-history';

function parseTerms(value: unknown): string[] {
  if (!Array.isArray(value)) return [];
  return value
    .filter((term): term is string => typeof term === 'string' && term.length > 0)
    .slice(0, SEARCH_HISTORY_MAX);
}

interface TSearchHistoryState {
  terms: string[];
  addTerm: (term: string) => void;
  clearTerms: () => void;
}

export const useSearchHistory = create<TSearchHistoryState>((set, get) => ({
  terms: readStored(STORAGE_KEY, parseTerms, []),
  addTerm: (term) => {
    const trimmed = term.trim();
    if (!trimmed) return;
    const terms = pushRecent(get().terms, trimmed, SEARCH_HISTORY_MAX);
    writeStored(STORAGE_KEY, terms);
    set({ terms });
  },
  clearTerms: () => {
    writeStored(STORAGE_KEY, []);
    set({ terms: [] });
  },
}));
