import { startTransition, useEffect, useRef, useState } from 'react';
import { createStore, type StateCreator, type StoreApi } from 'zustand/vanilla';

export type TTransitionStore<TState> = (<T>(selector: (state: TState) => T) => T) &
  StoreApi<TState>;

/**
 * A zustand store whose hook renders a change as a transition. Zustand's own hook reads through
 * useSyncExternalStore, whose updates React renders synchronously, in one task: for a store that
 * most of the page reads (who is signed in), that one task renders the whole signed-in page.
 * A transition renders it in slices the browser can interleave with other work. Every component
 * that reads the store takes the same change in the same transition, so none shows it before the
 * rest. Outside React, getState, setState and subscribe are the store's own.
 */
export function createTransitionStore<TState>(
  initializer: StateCreator<TState, [], []>,
): TTransitionStore<TState> {
  const store = createStore<TState>()(initializer);
  function useTransitionStore<T>(selector: (state: TState) => T): T {
    const [value, setValue] = useState(() => selector(store.getState()));
    const selectorRef = useRef(selector);
    useEffect(() => {
      selectorRef.current = selector;
    });
    useEffect(() => {
      const update = () => {
        const next = selectorRef.current(store.getState());
        startTransition(() => setValue(() => next));
      };
      // A change between this component's render and its subscription is taken here.
      update();
      return store.subscribe(update);
    }, []);
    return value;
  }
  return Object.assign(useTransitionStore, store);
}
