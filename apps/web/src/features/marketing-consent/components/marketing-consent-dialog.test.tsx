import type { TMarketingConsent } from '@casino/contracts';
import { DEFAULT_FEATURE_FLAG_VALUES } from '@casino/contracts';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, cleanup, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { MarketingConsentDialog } from '#src/features/marketing-consent/components/marketing-consent-dialog';
import { MarketingConsentFeature } from '#src/features/marketing-consent/components/marketing-consent-feature';
import { getFeatureFlagsQueryOptions } from '#src/lib/feature-flags';
import { initI18n } from '#src/lib/i18n';
import { useAuthStatus } from '#src/stores/auth-status';
import { useFeatureManagerRegistry } from '#src/stores/feature-manager';
import { usePortal } from '#src/stores/portal';

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

describe('MarketingConsentFeature', () => {
  beforeAll(async () => {
    await initI18n('en-US');
  });
  afterEach(() => {
    cleanup();
    vi.unstubAllGlobals();
    usePortal.getState().closePortal(true);
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

  /** Mounts the feature and answers what it registered with the feature manager. */
  function registeredFeature(flags: Partial<typeof DEFAULT_FEATURE_FLAG_VALUES> = {}) {
    const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
    // Flags keyed to a guest once the session check has answered (before, they are the arrival's).
    useAuthStatus.getState().setAuthState({ isAuthResolved: true });
    client.setQueryData(getFeatureFlagsQueryOptions(null).queryKey, {
      ...DEFAULT_FEATURE_FLAG_VALUES,
      ...flags,
    });
    render(
      <QueryClientProvider client={client}>
        <MarketingConsentFeature />
      </QueryClientProvider>,
    );
    const feature = useFeatureManagerRegistry.getState().features.MARKETING_CONSENT;
    if (!feature) throw new Error('not registered');
    return feature;
  }

  it('is READY with the pending consents and shows only those until the dialog closes', async () => {
    answerConsents([{ ...CONSENTS[0]!, isAccepted: true, referrer: 'sign_up' }, CONSENTS[1]!]);
    const feature = registeredFeature();
    expect(await feature.fetch('initial')).toBe('READY');
    let isFinished = false;
    const shown = feature.show().then(() => {
      isFinished = true;
    });
    expect(usePortal.getState().options.label).toBe('Stay in the loop');
    render(<>{usePortal.getState().content}</>);
    expect(screen.getByText('Tailor offers to how I play.')).toBeTruthy();
    expect(screen.queryByText('Send me offers by e-mail.')).toBeNull();
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(isFinished).toBe(false);
    act(() => usePortal.getState().closePortal(true));
    await shown;
    await waitFor(() => expect(isFinished).toBe(true));
  });

  it('is OFF when nothing is pending, and with the flag off it asks nothing', async () => {
    answerConsents([{ ...CONSENTS[0]!, isAccepted: false, referrer: 'x' }]);
    expect(await registeredFeature().fetch('initial')).toBe('OFF');
    cleanup();
    const pending = answerConsents(CONSENTS);
    expect(await registeredFeature({ marketing_consent: false }).fetch('initial')).toBe('OFF');
    expect(pending).not.toHaveBeenCalled();
  });
});
