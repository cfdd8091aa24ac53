import { act, renderHook } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

type TIdleCheck = (deadline: IdleDeadline) => void;

/** Idle requests the page made, answered by the test: the browser's choice of when and how long. */
let idleRequests: { check: TIdleCheck; timeout: number | undefined }[] = [];

function answerIdle(timeRemaining: number, didTimeout = false): void {
  const request = idleRequests.shift();
  if (request === undefined) throw new Error('no idle request is waiting');
  act(() => request.check({ didTimeout, timeRemaining: () => timeRemaining }));
}

async function renderSettled(): Promise<{ current: boolean }> {
  vi.resetModules();
  const { useIsPageSettled } = await import('#src/hooks/use-is-page-settled');
  return renderHook(() => useIsPageSettled()).result;
}

describe('page settled', () => {
  let now = 0;

  beforeEach(() => {
    now = 0;
    idleRequests = [];
    vi.spyOn(performance, 'now').mockImplementation(() => now);
    vi.stubGlobal('requestIdleCallback', (check: TIdleCheck, options?: IdleRequestOptions) => {
      idleRequests.push({ check, timeout: options?.timeout });
      return idleRequests.length;
    });
  });

  afterEach(() => {
    vi.unstubAllGlobals();
    vi.restoreAllMocks();
  });

  it('waits past short gaps between tasks for a full idle period', async () => {
    const settled = await renderSettled();
    expect(idleRequests[0]?.timeout).toBe(3000);
    now = 500;
    answerIdle(10);
    expect(settled.current).toBe(false);
    expect(idleRequests[0]?.timeout).toBe(2500);
    answerIdle(49);
    expect(settled.current).toBe(true);
  });

  it('settles when a gap comes at or past the deadline instead of asking again without one', async () => {
    const settled = await renderSettled();
    now = 3004;
    answerIdle(8);
    expect(settled.current).toBe(true);
    expect(idleRequests).toHaveLength(0);
  });

  it('settles when the browser reports the timeout', async () => {
    const settled = await renderSettled();
    now = 3000;
    answerIdle(0, true);
    expect(settled.current).toBe(true);
  });
});
