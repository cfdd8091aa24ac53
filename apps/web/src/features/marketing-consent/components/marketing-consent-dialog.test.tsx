import type { TMarketingConsent } from '@casino/contracts';
import { DEFAULT_FEATURE_FLAG_VALUES } from '@casino/contracts';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, cleanup, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { MarketingConsentDialog } from '#src/features/marketing-consent/components/marketing-consent-dialog';
import { MarketingConsentLauncher } from '#src/features/marketing-consent/components/marketing-consent-launcher';
import { getFeatureFlagsQueryOptions } from '#src/lib/feature-flags';
import { initI18n } from '#src/lib/i18n';
import { useAuthStatus } from '#src/stores/auth-status';
import { usePortal } from '#src/stores/portal';
import { useStartupDialogs } from '#src/stores/startup-dialogs';

const CONSENTS: TMarketingConsent[] = [
  { id: 1, text: 'Send me offers by e-mail.', isAccepted: null, referrer: null },
  { id: 2, text: 'Tailor offers to how I play.', isAccepted: null, referrer: null },
];

describe('MarketingConsentDialog', () => {
  beforeAll(async () => {
    await initI18n('en-US');
  });
  afterEach(() => {
    cleanup();
    vi.restoreAllMocks();
  });

  it('asks one consent after another, sends each answer, and closes after the last', async () => {
    const onAnswer = vi.fn(() => Promise.resolve());
    const onClose = vi.fn();
    render(<MarketingConsentDialog consents={CONSENTS} onAnswer={onAnswer} onClose={onClose} />);
    expect(screen.getByText('Send me offers by e-mail.')).toBeTruthy();
    expect(screen.getByText('1 of 2')).toBeTruthy();

    await userEvent.click(screen.getByRole('button', { name: 'Yes, please' }));
    expect(onAnswer).toHaveBeenLastCalledWith(1, true);
    expect(await screen.findByText('Tailor offers to how I play.')).toBeTruthy();
    expect(onClose).not.toHaveBeenCalled();

    await userEvent.click(screen.getByRole('button', { name: 'No, thanks' }));
    expect(onAnswer).toHaveBeenLastCalledWith(2, false);
    expect(onAnswer).toHaveBeenCalledTimes(2);
    await waitFor(() => expect(onClose).toHaveBeenCalledTimes(1));
  });

  it('logs a failed answer and moves on (errors are ignored)', async () => {
    const error = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const onAnswer = vi.fn(() => Promise.reject(new Error('offline')));
    const onClose = vi.fn();
    render(
      <MarketingConsentDialog
        consents={CONSENTS.slice(0, 1)}
        onAnswer={onAnswer}
        onClose={onClose}
      />,
    );
    expect(screen.queryByText('1 of 1')).toBeNull();
    await userEvent.click(screen.getByRole('button', { name: 'Yes, please' }));
    await waitFor(() => expect(onClose).toHaveBeenCalledTimes(1));
    expect(error).toHaveBeenCalledWith('Marketing consent answer not saved', expect.any(Error));
  });
});

describe('MarketingConsentLauncher', () => {
  beforeAll(async () => {
    await initI18n('en-US');
  });
  beforeEach(() => {
    useAuthStatus.getState().setAuthState({ status: 'authenticated', userId: 'u1' });
  });
  afterEach(() => {
    cleanup();
    vi.unstubAllGlobals();
    usePortal.getState().closePortal(true);
    useAuthStatus.getState().setAuthState({ status: 'unauthenticated', loggedInAt: null });
  });

  function answerConsents(consents: TMarketingConsent[]) {
    const fetchMock = vi.fn(() =>
      Promise.resolve(
        new Response(JSON.stringify({ data: { marketingConsents: consents } }), { status: 200 }),
      ),
    );
    vi.stubGlobal('fetch', fetchMock);
    return fetchMock;
  }

  function renderLauncher(flags: Partial<typeof DEFAULT_FEATURE_FLAG_VALUES> = {}) {
    const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
    client.setQueryData(getFeatureFlagsQueryOptions('u1').queryKey, {
      ...DEFAULT_FEATURE_FLAG_VALUES,
      ...flags,
    });
    return render(
      <QueryClientProvider client={client}>
        <MarketingConsentLauncher />
      </QueryClientProvider>,
    );
  }

  it('opens after the daily bonus had its turn, with only the consents still pending', async () => {
    answerConsents([{ ...CONSENTS[0]!, isAccepted: true, referrer: 'sign_up' }, CONSENTS[1]!]);
    useAuthStatus.getState().setAuthState({ loggedInAt: 1 });
    renderLauncher();
    // The daily bonus has not decided yet: nothing opens though the portal is free.
    await new Promise((resolve) => setTimeout(resolve, 500));
    expect(usePortal.getState().content).toBeNull();
    act(() => {
      usePortal.getState().openPortal(<p>daily bonus</p>, { label: 'DAILY BONUS' });
      useStartupDialogs.getState().markDecided('dailyBonus', 1);
    });
    await new Promise((resolve) => setTimeout(resolve, 400));
    expect(usePortal.getState().options.label).toBe('DAILY BONUS');
    act(() => usePortal.getState().closePortal(true));
    await waitFor(() => expect(usePortal.getState().options.label).toBe('Stay in the loop'));
    render(<>{usePortal.getState().content}</>);
    expect(screen.getByText('Tailor offers to how I play.')).toBeTruthy();
    expect(screen.queryByText('Send me offers by e-mail.')).toBeNull();
  });

  it('stays closed when nothing is pending, the flag is off, or for a resumed session', async () => {
    const fetchMock = answerConsents([{ ...CONSENTS[0]!, isAccepted: false, referrer: 'x' }]);
    renderLauncher();
    expect(fetchMock).not.toHaveBeenCalled();
    act(() => useAuthStatus.getState().setAuthState({ loggedInAt: 2 }));
    await waitFor(() => expect(fetchMock).toHaveBeenCalledTimes(1));
    await new Promise((resolve) => setTimeout(resolve, 400));
    expect(usePortal.getState().content).toBeNull();
    cleanup();

    const pending = answerConsents(CONSENTS);
    renderLauncher({ marketing_consent: false });
    act(() => useAuthStatus.getState().setAuthState({ loggedInAt: 3 }));
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(pending).not.toHaveBeenCalled();
  });
});
