import type { TSavedCard } from '@casino/contracts';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { SavedCardsPanel } from '#src/features/store/components/saved-cards-panel';
import { initI18n } from '#src/lib/i18n';

function savedCard(paymentHandleId: number, lastDigits: string): TSavedCard {
  return {
    paymentHandleId,
    customerToken: `ct_${paymentHandleId}`,
    paymentHandleToken: `ph_${paymentHandleId}`,
    timeToLiveSeconds: 600,
    expiresAt: '2026-11-26T12:00:00.000Z',
    card: {
      brand: 'visa',
      lastDigits,
      cardExpiry: { month: 3, year: 2029 },
      holderName: 'Ada Lovelace',
    },
  };
}

function json(body: unknown, status = 200) {
  return Promise.resolve(new Response(JSON.stringify(body), { status }));
}

/** Serves the list from `cards`; a removal takes the card out unless `failRemoval`. */
function renderPanel(cards: TSavedCard[], { failRemoval = false } = {}) {
  let stored = [...cards];
  const fetchMock = vi.fn((url: string, init?: RequestInit) => {
    if (url === '/api/user/cards-paysafe') return json({ data: { cards: stored } });
    if (url.startsWith('/api/user/paysafe-card?') && init?.method === 'DELETE') {
      if (failRemoval) {
        return json({ error: { name: 'PaymentProviderError', message: 'down' } }, 502);
      }
      const id = Number(new URL(url, 'http://casino.test').searchParams.get('paymentHandleId'));
      stored = stored.filter((card) => card.paymentHandleId !== id);
      return json({ data: { deleted: true } });
    }
    return json({ error: { name: 'NotFoundError', message: 'not found' } }, 404);
  });
  vi.stubGlobal('fetch', fetchMock);
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  render(
    <QueryClientProvider client={client}>
      <SavedCardsPanel />
    </QueryClientProvider>,
  );
  return fetchMock;
}

describe('SavedCardsPanel', () => {
  beforeAll(async () => {
    await initI18n('en-US');
  });
  afterEach(() => {
    cleanup();
    vi.unstubAllGlobals();
  });

  it('says there are no saved cards when there are none', async () => {
    renderPanel([]);
    expect(await screen.findByText(/You have no saved cards/)).toBeTruthy();
  });

  it('lists each card by brand, last digits, expiry and holder, and removes one after confirmation', async () => {
    const fetchMock = renderPanel([savedCard(11, '4242'), savedCard(12, '1881')]);
    expect(await screen.findByText('Visa ending in 4242')).toBeTruthy();
    expect(screen.getAllByText('Expires 03/29 · Ada Lovelace')).toHaveLength(2);
    const [first] = screen.getAllByRole('button', { name: 'Remove' });
    fireEvent.click(first as HTMLElement);
    expect(screen.getByText('Remove the Visa ending in 4242 from your saved cards?')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Keep it' }));
    expect(screen.queryByText(/from your saved cards\?/)).toBeNull();
    fireEvent.click(screen.getAllByRole('button', { name: 'Remove' })[0] as HTMLElement);
    fireEvent.click(screen.getByRole('button', { name: 'Remove card' }));
    await waitFor(() => expect(screen.queryByText('Visa ending in 4242')).toBeNull());
    expect(screen.getByText('Visa ending in 1881')).toBeTruthy();
    const removals = fetchMock.mock.calls.filter(([, init]) => init?.method === 'DELETE');
    expect(removals.map(([url]) => url)).toEqual(['/api/user/paysafe-card?paymentHandleId=11']);
  });

  it('keeps the card and says so when the removal fails', async () => {
    renderPanel([savedCard(11, '4242')], { failRemoval: true });
    fireEvent.click(await screen.findByRole('button', { name: 'Remove' }));
    fireEvent.click(screen.getByRole('button', { name: 'Remove card' }));
    expect(
      await screen.findByText('The card could not be removed. Please try again.'),
    ).toBeTruthy();
    expect(screen.getByText('Visa ending in 4242')).toBeTruthy();
  });
});
