import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, cleanup, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ReactNode } from 'react';
import { afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { DEFAULT_WALLET, getWalletQueryOptions } from '#src/features/wallet/api/get-wallet';
import { BalancePanel } from '#src/features/wallet/components/balance-panel';
import { CoinSwitcher } from '#src/features/wallet/components/coin-switcher';
import { useAuthStatus } from '#src/stores/auth-status';
import { useCoinAnimation } from '#src/stores/coin-animation';
import { useCoinType } from '#src/stores/coin-type';
import { useDialogs } from '#src/stores/dialogs';
import { initI18n } from '#src/lib/i18n';

function renderWithWallet(children: ReactNode) {
  const client = new QueryClient({ defaultOptions: { queries: { staleTime: Infinity } } });
  client.setQueryData(getWalletQueryOptions().queryKey, {
    ...DEFAULT_WALLET,
    gcCoin: 1_234_567_89,
    scCoin: { bsc: 1_00, psc: 20_05, wsc: 3_00 },
    totalScCoin: 24_05,
    walletId: 3,
    currencyCode: 'USD',
    ownerId: 'u1',
  });
  return render(<QueryClientProvider client={client}>{children}</QueryClientProvider>);
}

describe('header wallet', () => {
  beforeAll(async () => {
    await initI18n('en-US');
  });
  beforeEach(() => {
    useAuthStatus.getState().setAuthState({ status: 'authenticated', isUserDataReady: true });
    useCoinType.getState().setCoinType('GC');
    useCoinAnimation.getState().setVisible(false);
    useDialogs.setState({ fullPageDialog: null });
  });
  afterEach(() => {
    cleanup();
    useAuthStatus.getState().setAuthState({ status: 'unauthenticated', isUserDataReady: false });
  });

  it('shows GC with no decimals and SC with two, per the selected coin', async () => {
    renderWithWallet(
      <>
        <BalancePanel canOpen={() => true} />
        <CoinSwitcher />
      </>,
    );
    expect(screen.getByTestId('balance-value')).toHaveTextContent('1,234,567');
    expect(screen.getByRole('button', { name: /CC 1,234,567 balance/ })).toBeInTheDocument();
    await userEvent.click(screen.getByRole('radio', { name: 'SC' }));
    expect(useCoinType.getState().coinType).toBe('SC');
    // The balance animates from the GC figure to the SC one (1500 ms) before it reads 24.05.
    await waitFor(() => expect(screen.getByTestId('balance-value')).toHaveTextContent(/^24\.05$/), {
      timeout: 10_000,
    });
    expect(screen.getByRole('button', { name: /SC 24.05 balance/ })).toBeInTheDocument();
  }, 20_000);

  it('has no plus button while the store is not built', () => {
    renderWithWallet(<BalancePanel canOpen={(key) => key !== 'store'} />);
    expect(screen.getByRole('button', { name: /balance/i })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Buy coins' })).toBeNull();
  });

  it('opens the store with plus, and closes it with plus or the balance', async () => {
    renderWithWallet(<BalancePanel canOpen={() => true} />);
    await userEvent.click(screen.getByRole('button', { name: 'Buy coins' }));
    expect(useDialogs.getState().fullPageDialog).toBe('store');
    await userEvent.click(screen.getByRole('button', { name: /balance/i }));
    expect(useDialogs.getState().fullPageDialog).toBeNull();
  });

  it('does not switch while the coin animation is visible or when the SC check says no', async () => {
    let isAllowed = false;
    renderWithWallet(<CoinSwitcher interceptScSwitch={async () => isAllowed} />);
    act(() => useCoinAnimation.getState().setVisible(true));
    expect(screen.getByRole('radio', { name: 'SC' })).toBeDisabled();
    act(() => useCoinAnimation.getState().setVisible(false));
    await userEvent.click(screen.getByRole('radio', { name: 'SC' }));
    expect(useCoinType.getState().coinType).toBe('GC');
    isAllowed = true;
    await userEvent.click(screen.getByRole('radio', { name: 'SC' }));
    expect(useCoinType.getState().coinType).toBe('SC');
  });
});
