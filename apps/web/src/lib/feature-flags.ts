import type { TFeatureFlagKey, TFeatureFlagValues } from '@casino/contracts';
import { queryOptions, useQuery, type QueryClient } from '@tanstack/react-query';
import { fetchFeatureFlags } from '#src/lib/fetch-feature-flags';
import { useAuthStatus } from '#src/stores/auth-status';

/** The client gives the flag service 3 s to answer before starting with defaults (spec §6). */
export const FEATURE_FLAGS_INIT_TIMEOUT_MS = 3000;

/** Who the flags are for before the first session check answers: whoever the cookie names. */
const ARRIVAL_CALLER = 'arrival';

/**
 * The request sent as the page loads, per query client, until the first session check names its
 * caller. The server evaluates both for the session cookie they carry, so the check names the
 * caller this request was answered for: that caller's query takes it instead of asking again.
 */
const arrivalRequests = new WeakMap<QueryClient, Promise<TFeatureFlagValues>>();

async function loadDefaults(): Promise<TFeatureFlagValues> {
  const { DEFAULT_FEATURE_FLAG_VALUES } =
    await import('@casino/contracts/rest/flags/feature-flags');
  return DEFAULT_FEATURE_FLAG_VALUES;
}

/** The service's answer, or the catalogue defaults after a failure or 3 s without an answer. */
async function fetchFlagsOrDefaults(signal?: AbortSignal): Promise<TFeatureFlagValues> {
  const controller = new AbortController();
  signal?.addEventListener('abort', () => controller.abort());
  const timeout = window.setTimeout(() => controller.abort(), FEATURE_FLAGS_INIT_TIMEOUT_MS);
  try {
    return await fetchFeatureFlags(controller.signal);
  } catch (error) {
    if (signal?.aborted) throw error;
    console.warn('feature flags unavailable, using defaults', error);
    return loadDefaults();
  } finally {
    window.clearTimeout(timeout);
  }
}

function fetchCallerFlags(
  caller: string,
  client: QueryClient,
  signal: AbortSignal,
): Promise<TFeatureFlagValues> {
  if (caller === ARRIVAL_CALLER) {
    // Not tied to the query's signal: the observers moving to the named caller's query as the
    // check answers would cancel it.
    const request = fetchFlagsOrDefaults();
    arrivalRequests.set(client, request);
    return request;
  }
  const arrival = arrivalRequests.get(client);
  if (!arrival) return fetchFlagsOrDefaults(signal);
  // Taken once: after a log-in or log-out the new caller asks for its own flags.
  arrivalRequests.delete(client);
  return arrival;
}

function callerQueryOptions(caller: string) {
  return queryOptions({
    queryKey: ['feature-flags', caller] as const,
    queryFn: ({ client, signal }) => fetchCallerFlags(caller, client, signal),
    staleTime: Infinity,
    retry: false,
  });
}

/**
 * Flags are evaluated by the server for the caller, so they are kept per player: the key
 * changes when a player logs in or out, and the new caller's flags are fetched then.
 */
export function getFeatureFlagsQueryOptions(userId: string | null) {
  return callerQueryOptions(userId ?? 'guest');
}

function useFlagsQuery<T>(select: (values: TFeatureFlagValues) => T) {
  const caller = useAuthStatus(
    (state) => state.userId ?? (state.isAuthResolved ? 'guest' : ARRIVAL_CALLER),
  );
  // Across a log-in or log-out the previous caller's flags stand in until the new ones arrive.
  return useQuery({
    ...callerQueryOptions(caller),
    select,
    placeholderData: (previous) => previous,
  });
}

/** A flag's value; undefined until the flags are known, which every caller reads as "off". */
export function useFlag<K extends TFeatureFlagKey>(key: K): TFeatureFlagValues[K] | undefined {
  return useFlagsQuery((values) => values[key]).data;
}
