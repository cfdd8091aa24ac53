import {
  DEFAULT_FEATURE_FLAG_VALUES,
  type TStoreOffer,
  type TStorePackage,
} from '@casino/contracts';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { StoreOffers } from '#src/features/store/components/store-offers';
import { getFeatureFlagsQueryOptions } from '#src/lib/feature-flags';
import { initI18n } from '#src/lib/i18n';
import { useAuthStatus } from '#src/stores/auth-status';
import { useCoinType } from '#src/stores/coin-type';

function storePackage(packageId: number, title: string, price: number, coins: number) {
  return {
    packageId,
    title,
    price,
    currencyCode: 'USD',
    gcAmount: coins * 10_000_00,
    scAmount: coins * 1_00,
    gcCoin: coins * 10_000_00,
    scCoin: coins * 1_00,
    packageBundles: [],
    isFirstPurchaseOffer: false,
    badge: '',
  } satisfies TStorePackage;
}

const POUCH = storePackage(4, 'Pouch of Coins', 1999, 20);
const CHEST = storePackage(5, 'Chest of Coins', 4999, 50);

function storeOffer(overrides: Partial<TStoreOffer> = {}): TStoreOffer {
  return {
    userEventTriggerId: 31,
    eventTriggerId: 9,
    benefitKey: 'crown-picks-store-offer',
    storeLayout: {
      title: 'Crown Picks',
      text: 'Two favourite packs, side by side.',
      badge: 'Store offer',
    },
    storeLayoutImageUrl: '/images/event-triggers/store-offer.svg',
    packages: [POUCH, CHEST],
    canDisplay: true,
    expiredAt: null,
    ...overrides,
  };
}

/** Renders the offers with the flag as given, serving `offers` for any coin. */
function renderOffers(offers: TStoreOffer[], { isEnabled = true } = {}) {
  const fetchMock = vi.fn((url: string) =>
    Promise.resolve(
      url.startsWith('/api/v2/offers/store-offers?')
        ? new Response(JSON.stringify({ data: { storeOffers: offers } }))
        : new Response(JSON.stringify({ error: { name: 'NotFoundError', message: 'no' } }), {
            status: 404,
          }),
    ),
  );
  vi.stubGlobal('fetch', fetchMock);
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  // Flags keyed to a guest once the session check has answered (before, they are the arrival's).
  useAuthStatus.getState().setAuthState({ isAuthResolved: true });
  client.setQueryData(getFeatureFlagsQueryOptions(null).queryKey, {
    ...DEFAULT_FEATURE_FLAG_VALUES,
    store_offers_feature_enable: isEnabled,
  });
  const onBuy = vi.fn();
  render(
    <QueryClientProvider client={client}>
      <StoreOffers onBuy={onBuy} />
    </QueryClientProvider>,
  );
  return { fetchMock, onBuy };
}

describe('store offers', () => {
  beforeAll(async () => {
    await initI18n('en-US');
  });
  afterEach(() => {
    cleanup();
    vi.unstubAllGlobals();
    useCoinType.setState({ coinType: 'GC' });
  });

  it("shows an open offer's card with its layout and packages; a package's Buy goes to its purchase", async () => {
    const { fetchMock, onBuy } = renderOffers([
      storeOffer(),
      storeOffer({ userEventTriggerId: 32, storeLayout: { title: 'Later', text: '', badge: '' } }),
    ]);
    const region = await screen.findByRole('region', { name: 'Offers for you' });
    expect(fetchMock).toHaveBeenCalledWith(
      '/api/v2/offers/store-offers?coinType=GC',
      expect.anything(),
    );
    const cards = within(region).getAllByTestId('store-offer');
    expect(cards).toHaveLength(2);
    const card = within(region).getByRole('article', { name: 'Crown Picks' });
    expect(card).toHaveTextContent('Store offer');
    expect(card).toHaveTextContent('Two favourite packs, side by side.');
    expect(card).toHaveTextContent('Pouch of Coins');
    expect(card).toHaveTextContent('200,000 CC');
    expect(card).toHaveTextContent('+ FREE 20 SC');
    const buy = within(card).getByRole('button', { name: 'Buy $49.99' });
    expect(buy).toHaveAccessibleDescription('Crown Picks Chest of Coins');
    await userEvent.click(buy);
    expect(onBuy).toHaveBeenCalledWith(CHEST);
  });

  it('leaves out an offer whose countdown has not started, and shows the time left of one that has', async () => {
    const endsAt = new Date(Date.now() + 2 * 60 * 60 * 1000 - 500).toISOString();
    renderOffers([
      storeOffer({ canDisplay: false }),
      storeOffer({ userEventTriggerId: 33, expiredAt: endsAt }),
    ]);
    const region = await screen.findByRole('region', { name: 'Offers for you' });
    expect(within(region).getAllByTestId('store-offer')).toHaveLength(1);
    expect(within(region).getByRole('timer')).toHaveTextContent('Ends in 02:00:00');
  });

  it('asks for the offers of the coin shown', async () => {
    useCoinType.setState({ coinType: 'SC' });
    const { fetchMock } = renderOffers([storeOffer()]);
    await screen.findByRole('region', { name: 'Offers for you' });
    expect(fetchMock).toHaveBeenCalledWith(
      '/api/v2/offers/store-offers?coinType=SC',
      expect.anything(),
    );
  });

  it('shows nothing and asks for nothing while store_offers_feature_enable is off', async () => {
    const { fetchMock } = renderOffers([storeOffer()], { isEnabled: false });
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(screen.queryByTestId('store-offer')).toBeNull();
    expect(fetchMock).not.toHaveBeenCalled();
  });
});
