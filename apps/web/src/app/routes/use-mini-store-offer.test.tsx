import { asAmountMinor } from '@casino/money';
import {
  DEFAULT_FEATURE_FLAG_VALUES,
  type TLowBalanceMessage,
  type TStorePackage,
} from '@casino/contracts';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, cleanup, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { useMiniStoreOffer } from '#src/app/routes/use-mini-store-offer';
import { getStoreQueryOptions } from '#src/features/store';
import { getFeatureFlagsQueryOptions } from '#src/lib/feature-flags';
import { initI18n } from '#src/lib/i18n';
import { useAuthStatus } from '#src/stores/auth-status';
import { useDialogs } from '#src/stores/dialogs';
import { useGameFrame } from '#src/stores/game-frame';
import { useLowBalance } from '#src/stores/low-balance';
import { usePortal } from '#src/stores/portal';
import { useStoreEntry } from '#src/stores/store-entry';

function pack(packageId: number, title: string): TStorePackage {
  const amount = asAmountMinor(packageId * 100_000);
  return {
    packageId,
    title,
    price: asAmountMinor(packageId * 500),
    currencyCode: 'USD',
    gcAmount: amount,
    scAmount: asAmountMinor(packageId * 100),
    gcCoin: amount,
    scCoin: asAmountMinor(packageId * 100),
    packageBundles: [],
    isFirstPurchaseOffer: false,
    badge: '',
  };
}

const PACKAGES = [pack(1, 'Handful'), pack(2, 'Pouch'), pack(3, 'Chest'), pack(4, 'Vault')];
const RECORD: TLowBalanceMessage = {
  roundId: 'round-1',
  coin: 'GC',
  balance: 40_000,
  threshold: 100_000,
  prize: 0,
};

describe('the mini store on low balance', () => {
  let offer: (gcBalanceMinor: number) => void = () => undefined;
  let flags: Record<string, unknown> = {};

  function Harness() {
    offer = useMiniStoreOffer();
    return null;
  }
  function PortalOutlet() {
    const content = usePortal((state) => state.content);
    return <div>{content}</div>;
  }

  beforeAll(async () => {
    await initI18n('en-US');
  });
  beforeEach(() => {
    flags = { ...DEFAULT_FEATURE_FLAG_VALUES };
    useAuthStatus.getState().setAuthState({ status: 'authenticated', userId: 'u1' });
    useGameFrame.setState({ isOpen: true, shownRoundIds: [], heldRounds: {} });
  });
  afterEach(() => {
    cleanup();
    usePortal.getState().closePortal(true);
    useLowBalance.getState().reset();
    useStoreEntry.getState().clear();
    useDialogs.getState().closeFullPageDialog();
    useAuthStatus.getState().setAuthState({ status: 'unauthenticated', loggedInAt: null });
  });

  function renderHarness() {
    const client = new QueryClient();
    client.setQueryData(getFeatureFlagsQueryOptions('u1').queryKey, flags as never);
    client.setQueryData(getStoreQueryOptions(1).queryKey, {
      store: PACKAGES,
      page: 1,
      totalCount: PACKAGES.length,
    });
    render(
      <QueryClientProvider client={client}>
        <Harness />
        <PortalOutlet />
      </QueryClientProvider>,
    );
  }

  it('opens on a low-balance record with three packages; a package opens its order in the store', async () => {
    renderHarness();
    act(() => useLowBalance.getState().setLowBalance(RECORD));
    act(() => offer(RECORD.balance));
    const mini = await screen.findByTestId('mini-store');
    expect(mini).toHaveTextContent('Running low on coins?');
    expect(screen.getAllByTestId('store-package')).toHaveLength(3);
    expect(useLowBalance.getState().lowBalance).toBeNull();

    await userEvent.click(screen.getAllByRole('button', { name: /^Buy / })[1]!);
    expect(usePortal.getState().content).toBeNull();
    expect(useDialogs.getState().fullPageDialog).toBe('store');
    expect(useStoreEntry.getState().chosen?.title).toBe('Pouch');
  });

  it('stays closed above the threshold, without a record, or with the flag off', () => {
    renderHarness();
    act(() => offer(RECORD.balance));
    expect(usePortal.getState().content).toBeNull();
    act(() => useLowBalance.getState().setLowBalance(RECORD));
    act(() => offer(RECORD.threshold + 1));
    expect(usePortal.getState().content).toBeNull();
    cleanup();

    flags = { ...flags, open_ministore_on_low_balance: false };
    renderHarness();
    act(() => offer(RECORD.balance));
    expect(usePortal.getState().content).toBeNull();
  });

  it('opens when the push comes after the frame showed the round, unless it offers a refill', async () => {
    renderHarness();
    useGameFrame.setState({ shownRoundIds: ['round-1', 'round-2'] });
    act(() => useLowBalance.getState().setLowBalance({ ...RECORD, roundId: 'round-2', prize: 5 }));
    expect(usePortal.getState().content).toBeNull();
    act(() => useLowBalance.getState().setLowBalance(RECORD));
    await waitFor(() => expect(usePortal.getState().options.label).toBe('Running low on coins?'));
  });

  it('opens once per round: the record a reconnecting socket hears again is ignored', async () => {
    renderHarness();
    useGameFrame.setState({ shownRoundIds: ['round-1'] });
    act(() => useLowBalance.getState().setLowBalance(RECORD));
    await waitFor(() => expect(usePortal.getState().content).not.toBeNull());
    act(() => usePortal.getState().closePortal(true));

    act(() => useLowBalance.getState().setLowBalance({ ...RECORD }));
    expect(useLowBalance.getState().lowBalance).toBeNull();
    expect(usePortal.getState().content).toBeNull();
    act(() => offer(RECORD.balance));
    expect(usePortal.getState().content).toBeNull();
  });
});
