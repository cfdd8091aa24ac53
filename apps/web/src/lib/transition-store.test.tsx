import { act, cleanup, render, screen } from '@testing-library/react';
import { Suspense, use, useLayoutEffect } from 'react';
import { afterEach, describe, expect, it } from 'vitest';
import { createTransitionStore } from '#src/lib/transition-store';

interface TCounter {
  count: number;
  bump: () => void;
}

const createCounter = () =>
  createTransitionStore<TCounter>((set) => ({
    count: 0,
    bump: () => set((state) => ({ count: state.count + 1 })),
  }));

describe('a transition store', () => {
  afterEach(cleanup);

  it('renders the state at mount and each change, with the store api beside its hook', async () => {
    const counter = createCounter();
    counter.getState().bump();
    function Count() {
      return <p>count {counter((state) => state.count)}</p>;
    }
    render(<Count />);
    expect(screen.getByText('count 1')).toBeDefined();
    await act(async () => counter.getState().bump());
    expect(screen.getByText('count 2')).toBeDefined();
  });

  it('renders a change as a transition: shown content stays while the change suspends', async () => {
    const counter = createCounter();
    const never = new Promise<never>(() => undefined);
    function Count() {
      const count = counter((state) => state.count);
      if (count === 1) use(never);
      return <p>count {count}</p>;
    }
    render(
      <Suspense fallback={<p>loading</p>}>
        <Count />
      </Suspense>,
    );
    await act(async () => counter.getState().bump());
    // A synchronous store update would have replaced the content with the fallback.
    expect(screen.getByText('count 0')).toBeDefined();
    expect(screen.queryByText('loading')).toBeNull();
  });

  it('takes a change made between a reader’s render and its subscription', async () => {
    const counter = createCounter();
    function Reader() {
      return <p>seen {counter((state) => state.count)}</p>;
    }
    function Writer() {
      useLayoutEffect(() => counter.setState({ count: 5 }), []);
      return null;
    }
    await act(async () => {
      render(
        <>
          <Reader />
          <Writer />
        </>,
      );
    });
    expect(screen.getByText('seen 5')).toBeDefined();
  });
});
