import type { TTermsOfService } from '@casino/contracts';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { TermsGate } from '#src/features/terms/components/terms-gate';
import { initI18n } from '#src/lib/i18n';

const TERMS: TTermsOfService = {
  id: 2,
  version: 2,
  title: 'Terms of Service',
  summary: 'We updated the Sweeps Rules.',
  publishedAt: '2026-11-23T10:00:00.000Z',
  acceptedAt: null,
  needsAcceptance: true,
};

/** The server: the terms need acceptance until they are posted. */
function serve(terms: TTermsOfService) {
  let acceptedAt: string | null = null;
  const fetchMock = vi.fn((_url: string, init?: RequestInit) => {
    if (init?.method === 'POST') {
      acceptedAt = '2026-11-23T11:00:00.000Z';
      return Promise.resolve(
        new Response(JSON.stringify({ data: { tosId: terms.id, acceptedAt } }), { status: 200 }),
      );
    }
    const body = { ...terms, acceptedAt, needsAcceptance: terms.needsAcceptance && !acceptedAt };
    return Promise.resolve(new Response(JSON.stringify({ data: body }), { status: 200 }));
  });
  vi.stubGlobal('fetch', fetchMock);
  return fetchMock;
}

function renderGate() {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  render(
    <QueryClientProvider client={client}>
      <TermsGate />
    </QueryClientProvider>,
  );
}

describe('TermsGate', () => {
  beforeAll(async () => {
    await initI18n('en-US');
  });
  afterEach(() => {
    cleanup();
    vi.unstubAllGlobals();
  });

  it('blocks with a dialog that has no way out but accepting, and posts the terms id', async () => {
    const fetchMock = serve(TERMS);
    renderGate();
    const dialog = await screen.findByRole('dialog', { name: 'Terms of Service' });
    expect(dialog.textContent).toContain('version 2');
    expect(screen.queryByRole('button', { name: /close/i })).toBeNull();
    fireEvent.click(screen.getByTestId('modal-overlay'));
    expect(screen.getByRole('dialog')).toBeTruthy();

    fireEvent.click(screen.getByRole('button', { name: 'I ACCEPT' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    const post = fetchMock.mock.calls.find(([, init]) => init?.method === 'POST');
    expect(JSON.parse(post?.[1]?.body as string)).toEqual({ tosId: 2 });
  });

  it('shows nothing when the terms need no acceptance', async () => {
    const fetchMock = serve({ ...TERMS, needsAcceptance: false });
    renderGate();
    await waitFor(() => expect(fetchMock).toHaveBeenCalled());
    expect(screen.queryByRole('dialog')).toBeNull();
  });
});
