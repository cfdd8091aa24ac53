import type { TPocSession } from '@casino/contracts';
import { asAmountMinor } from '@casino/money';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, cleanup, render, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { PocComposition } from '#src/app/poc-composition';
import { initI18n } from '#src/lib/i18n';
import { usePoc } from '#src/stores/poc';
import { usePortal } from '#src/stores/portal';

const SESSION: TPocSession = {
  id: '5b0e8a3c-64a4-4f57-9a43-3a4e0b8d6f21',
  status: 'pending',
  paymentToken: { lastFour: '4444' },
  cardNumberEnding: '4444',
  seenByUser: false,
  failureNoticed: false,
  successNoticed: false,
  attemptNumber: 1,
  maxAttempts: 3,
  requestReason: 'redemption',
  failureType: null,
  redemptionRequestId: '0f7c2d4e-9b1a-4c3e-8f5d-2a6b7c8d9e01',
  redemptionAmount: asAmountMinor(100_00),
};

function PortalOutlet() {
  const content = usePortal((state) => state.content);
  return <div>{content}</div>;
}

/** Answers the wizard's mark-as-seen and records what it marked; every other call is a 404. */
function renderComposition() {
  const marked: unknown[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn((url: string, init?: RequestInit) => {
      if (url !== '/api/v2/poc/mark-as-seen') {
        return Promise.resolve(new Response('{}', { status: 404 }));
      }
      marked.push(JSON.parse(init?.body as string));
      return Promise.resolve(new Response(JSON.stringify({ marked: true })));
    }),
  );
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  render(
    <QueryClientProvider client={client}>
      <PocComposition />
      <PortalOutlet />
    </QueryClientProvider>,
  );
  return { marked };
}

describe('PocComposition', () => {
  beforeAll(async () => {
    await initI18n();
  });
  afterEach(() => {
    cleanup();
    vi.unstubAllGlobals();
    usePortal.setState({ content: null, options: {} });
    usePoc.setState({ state: null, hanging: null, successNotice: null });
  });

  it('keeps the wizard open when it opens over a closed portal, and suspends it when the player leaves', async () => {
    const { marked } = renderComposition();
    act(() => usePoc.getState().open('redemption', SESSION));
    expect(await screen.findByRole('heading', { name: 'Card verification' })).toBeTruthy();
    expect(usePoc.getState().state?.commonData.pocSessionId).toBe(SESSION.id);
    await waitFor(() => expect(marked).toEqual([{ pocSessionId: SESSION.id }]));

    act(() => usePortal.getState().closePortal(true));
    await waitFor(() => expect(usePoc.getState().state).toBeNull());
  });
});
