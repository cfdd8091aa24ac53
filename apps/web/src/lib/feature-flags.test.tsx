import { DEFAULT_FEATURE_FLAG_VALUES, type TFeatureFlagValues } from '@casino/contracts';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, cleanup, renderHook, waitFor } from '@testing-library/react';
import type { ReactNode } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { useFlag } from '#src/lib/feature-flags';
import { fetchFeatureFlags } from '#src/lib/fetch-feature-flags';
import { useAuthStatus } from '#src/stores/auth-status';

vi.mock('#src/lib/fetch-feature-flags', () => ({ fetchFeatureFlags: vi.fn() }));

const fetchMock = vi.mocked(fetchFeatureFlags);

function flagsWith(isSearchEnabled: boolean): TFeatureFlagValues {
  return { ...DEFAULT_FEATURE_FLAG_VALUES, search_enabled: isSearchEnabled };
}

function renderSearchFlag() {
  const client = new QueryClient();
  const wrapper = ({ children }: { children: ReactNode }) => (
    <QueryClientProvider client={client}>{children}</QueryClientProvider>
  );
  return renderHook(() => useFlag('search_enabled'), { wrapper });
}

describe('feature flags on arrival', () => {
  beforeEach(() => {
    useAuthStatus.getState().setAuthState({ userId: null, isAuthResolved: false });
  });
  afterEach(() => {
    cleanup();
    fetchMock.mockReset();
  });

  it('ask once for a signed-in arrival: the player the check names takes the arrival request', async () => {
    let answer: (flags: TFeatureFlagValues) => void = () => undefined;
    fetchMock.mockReturnValueOnce(new Promise((resolve) => (answer = resolve)));
    const { result } = renderSearchFlag();
    expect(fetchMock).toHaveBeenCalledTimes(1);

    act(() => useAuthStatus.getState().setAuthState({ userId: 'u1', isAuthResolved: true }));
    act(() => answer(flagsWith(false)));

    await waitFor(() => expect(result.current).toBe(false));
    expect(fetchMock).toHaveBeenCalledTimes(1);
    expect(fetchMock.mock.calls[0]?.[0].aborted).toBe(false);
  });

  it('ask once for a guest, and again for the player who then logs in', async () => {
    fetchMock.mockResolvedValueOnce(flagsWith(true)).mockResolvedValueOnce(flagsWith(false));
    const { result } = renderSearchFlag();
    act(() => useAuthStatus.getState().setAuthState({ isAuthResolved: true }));
    await waitFor(() => expect(result.current).toBe(true));
    expect(fetchMock).toHaveBeenCalledTimes(1);

    act(() => useAuthStatus.getState().setAuthState({ userId: 'u1' }));

    await waitFor(() => expect(result.current).toBe(false));
    expect(fetchMock).toHaveBeenCalledTimes(2);
  });
});
