import { DEFAULT_FEATURE_FLAG_VALUES, type TPromotion } from '@casino/contracts';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, cleanup, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ReactNode } from 'react';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { PromoCodeEntry } from '#src/features/promotions/components/promo-code-entry';
import { PromoCodeLauncher } from '#src/features/promotions/components/promo-code-launcher';
import { usePendingPromoCode } from '#src/features/promotions/model/pending-promo-code';
import { getFeatureFlagsQueryOptions } from '#src/lib/feature-flags';
import { initI18n } from '#src/lib/i18n';
import { useAuthStatus } from '#src/stores/auth-status';
import { usePortal } from '#src/stores/portal';

const VALID: TPromotion = {
  promoCode: 'WELCOME10',
  title: 'Welcome to Crown Casino',
  gcAmount: 10_000_00,
  scAmount: 10_00,
  invalidReason: null,
};

function answerVerify(promotion: TPromotion) {
  const fetchMock = vi.fn((_url: string) =>
    Promise.resolve(new Response(JSON.stringify({ data: promotion }), { status: 200 })),
  );
  vi.stubGlobal('fetch', fetchMock);
  return fetchMock;
}

function withClient(node: ReactNode) {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  client.setQueryData(getFeatureFlagsQueryOptions('u1').queryKey, DEFAULT_FEATURE_FLAG_VALUES);
  return <QueryClientProvider client={client}>{node}</QueryClientProvider>;
}

/** The portal's content, rendered where the test can read it. */
function PortalOutlet() {
  const content = usePortal((state) => state.content);
  return <div data-testid="portal">{content}</div>;
}

describe('promo code flows', () => {
  beforeAll(async () => {
    await initI18n('en-US');
  });
  beforeEach(() => {
    useAuthStatus.getState().setAuthState({ status: 'authenticated', userId: 'u1' });
  });
  afterEach(() => {
    cleanup();
    vi.unstubAllGlobals();
    vi.restoreAllMocks();
    act(() => usePortal.getState().closePortal(true));
    usePendingPromoCode.getState().clear();
    useAuthStatus.getState().setAuthState({ status: 'unauthenticated' });
  });

  describe('a link’s code', () => {
    const renderLauncher = () =>
      render(
        withClient(
          <>
            <PromoCodeLauncher
              onWalletChanged={vi.fn()}
              onRedeemed={vi.fn()}
              renderCelebration={() => null}
            />
            <PortalOutlet />
          </>,
        ),
      );

    it('is verified once and shown in the claim-gift dialog when the portal is free', async () => {
      const fetchMock = answerVerify(VALID);
      act(() => usePortal.getState().openPortal(<p>Daily bonus</p>));
      act(() => usePendingPromoCode.getState().keep('welcome10'));
      renderLauncher();
      await waitFor(() => expect(fetchMock).toHaveBeenCalledTimes(1));
      expect(String(fetchMock.mock.calls[0]?.[0])).toContain(
        '/api/promotion/verify-promo-code?promoCode=welcome10',
      );
      expect(screen.queryByTestId('promo-gift')).toBeNull();
      act(() => usePortal.getState().closePortal(true));
      expect(await screen.findByRole('heading', { name: 'Claim Gift' })).toBeInTheDocument();

      // Pushed out by another dialog, it comes back once that one closes.
      act(() => usePortal.getState().openPortal(<p>Daily bonus</p>));
      act(() => usePortal.getState().closePortal(true));
      expect(await screen.findByTestId('promo-gift')).toBeInTheDocument();

      await userEvent.click(screen.getByRole('button', { name: 'Close' }));
      expect(usePendingPromoCode.getState().code).toBeNull();
      expect(usePortal.getState().content).toBeNull();
      expect(fetchMock).toHaveBeenCalledTimes(1);
    }, 15_000);

    it('that would not pay shows OOPS! with its promo error, once', async () => {
      answerVerify({ ...VALID, invalidReason: 'PromoCodeExpiredError' });
      act(() => usePendingPromoCode.getState().keep('SUMMER25'));
      renderLauncher();
      expect(await screen.findByRole('heading', { name: 'OOPS!' })).toBeInTheDocument();
      expect(screen.getByText('This promo code has already expired.')).toBeInTheDocument();
      await userEvent.click(screen.getByRole('button', { name: 'Ok' }));
      expect(usePendingPromoCode.getState().code).toBeNull();
      expect(usePortal.getState().content).toBeNull();
    });
  });

  describe('the Rewards entry', () => {
    const renderEntry = () =>
      render(
        withClient(
          <>
            <PromoCodeEntry
              onWalletChanged={vi.fn()}
              onRedeemed={vi.fn()}
              renderCelebration={() => null}
            />
            <PortalOutlet />
          </>,
        ),
      );

    it('shows the promo error of a code that would not pay under the field', async () => {
      answerVerify({ ...VALID, invalidReason: 'PromoCodeReachedTotalLimitError' });
      renderEntry();
      expect(screen.getByRole('button', { name: 'Apply' })).toBeDisabled();
      await userEvent.type(screen.getByLabelText('Promo code'), 'launch100');
      await userEvent.click(screen.getByRole('button', { name: 'Apply' }));
      expect(await screen.findByRole('alert')).toHaveTextContent(
        'Sorry, this promo code has reached its usage limit. Better luck next time!',
      );
      expect(usePortal.getState().content).toBeNull();
    });

    it('opens the claim-gift dialog for a code that pays', async () => {
      answerVerify(VALID);
      renderEntry();
      await userEvent.type(screen.getByLabelText('Promo code'), 'welcome10');
      await userEvent.click(screen.getByRole('button', { name: 'Apply' }));
      expect(await screen.findByRole('heading', { name: 'Claim Gift' })).toBeInTheDocument();
    });

    it('falls back to the technical error text when the lookup fails', async () => {
      vi.spyOn(console, 'error').mockImplementation(() => undefined);
      vi.stubGlobal(
        'fetch',
        vi.fn(() => Promise.reject(new TypeError('Failed to fetch'))),
      );
      renderEntry();
      await userEvent.type(screen.getByLabelText('Promo code'), 'welcome10');
      await userEvent.click(screen.getByRole('button', { name: 'Apply' }));
      expect(await screen.findByRole('alert')).toHaveTextContent(
        'A technical error occurred, please try again. If the problem persist, contact support',
      );
    });
  });
});
