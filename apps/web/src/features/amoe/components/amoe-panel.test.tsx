import { asAmountMinor, formatAmount } from '@casino/money';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, render, screen } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { AmoePanel } from '#src/features/amoe/components/amoe-panel';
import { initI18n } from '#src/lib/i18n';

function renderPanel(answer: Response) {
  const fetchMock = vi.fn(() => Promise.resolve(answer));
  vi.stubGlobal('fetch', fetchMock);
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  render(
    <QueryClientProvider client={client}>
      <AmoePanel />
    </QueryClientProvider>,
  );
  return fetchMock;
}

describe('AmoePanel', () => {
  beforeAll(async () => {
    await initI18n('en-US');
  });
  afterEach(() => {
    cleanup();
    vi.unstubAllGlobals();
  });

  it("shows the player's request code, the amount, the address and the rules link", async () => {
    const fetchMock = renderPanel(
      new Response(
        JSON.stringify({
          data: {
            requestCode: 'CC-7K2M-Q9XD',
            scAmount: 500,
            mailingAddress: ['Crown Social Gaming LLC', 'PO Box 7070'],
          },
        }),
        { status: 200 },
      ),
    );
    expect((await screen.findByTestId('amoe-code')).textContent).toBe('CC-7K2M-Q9XD');
    expect(fetchMock).toHaveBeenCalledWith('/api/user/amoe/request-code', expect.anything());
    const amount = formatAmount(asAmountMinor(500), { coin: 'SC', style: 'coins' });
    expect(screen.getByText(new RegExp(`we credit ${amount} Sweeps Coins`))).toBeTruthy();
    expect(screen.getByText('PO Box 7070')).toBeTruthy();
    expect(
      screen.getByRole('link', { name: 'Read the Sweepstakes Rules' }).getAttribute('href'),
    ).toBe('/pages/sweepstakes-rules');
  });

  it('says so when the code cannot be loaded', async () => {
    renderPanel(
      new Response(JSON.stringify({ error: { name: 'InternalServerErrorType', message: 'x' } }), {
        status: 500,
      }),
    );
    expect((await screen.findByRole('alert')).textContent).toBe(
      'Your request code could not be loaded. Please try again later.',
    );
  });
});
