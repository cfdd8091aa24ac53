import type { TFeatureFlagKey, TFeatureFlagValues } from '@casino/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { fetchFeatureFlags } from '#src/lib/fetch-feature-flags';
import { useAuthStatus } from '#src/stores/auth-status';

/** The client gives the flag service 3 s to answer before starting with defaults (spec §6). */
export const FEATURE_FLAGS_INIT_TIMEOUT_MS = 3000;

async function loadDefaults(): Promise<TFeatureFlagValues> {
  const { DEFAULT_FEATURE_FLAG_VALUES } =
    await import('@casino/contracts/rest/flags/feature-flags');
  return DEFAULT_FEATURE_FLAG_VALUES;
}

/** The service's answer, or the catalogue defaults after a failure or 3 s without an answer. */
async function fetchFlagsOrDefaults(signal: AbortSignal): Promise<TFeatureFlagValues> {
  const controller = new AbortController();
  signal.addEventListener('abort', () => controller.abort());
  const timeout = window.setTimeout(() => controller.abort(), FEATURE_FLAGS_INIT_TIMEOUT_MS);
  try {
    return await fetchFeatureFlags(controller.signal);
  } catch (error) {
    if (signal.aborted) throw error;
    console.warn('feature flags unavailable, using defaults', error);
    return loadDefaults();
  } finally {
    window.clearTimeout(timeout);
  }
}

/**
 * Flags are evaluated by the server for the caller, so they are kept per player: the key
 * changes when a player logs in or out, and the new caller's flags are fetched then.
 */
export function getFeatureFlagsQueryOptions(userId: string | null) {
  return queryOptions({
    queryKey: ['feature-flags', userId ?? 'guest'] as const,
    queryFn: ({ signal }) => fetchFlagsOrDefaults(signal),
    staleTime: Infinity,
    retry: false,
  });
}

function useFlagsQuery<T>(select: (values: TFeatureFlagValues) => T) {
  const userId = useAuthStatus((state) => state.userId);
  // Across a log-in or log-out the previous caller's flags stand in until the new ones arrive.
  return useQuery({
    ...getFeatureFlagsQueryOptions(userId),
    select,
    placeholderData: (previous) => previous,
  });
}

/** A flag's value; undefined until the flags are known, which every caller reads as "off". */
export function useFlag<K extends TFeatureFlagKey>(key: K): TFeatureFlagValues[K] | undefined {
  return useFlagsQuery((values) => values[key]).data;
}
