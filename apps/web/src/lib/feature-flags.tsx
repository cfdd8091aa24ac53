import type { TFeatureFlagKey, TFeatureFlagValues } from '@casino/contracts';
import { createContext, use, useEffect, useState, type ReactNode } from 'react';
import { fetchFeatureFlags } from '#src/lib/fetch-feature-flags';

/** The client gives the flag service 3 s to answer before starting with defaults (spec §6). */
export const FEATURE_FLAGS_INIT_TIMEOUT_MS = 3000;

interface TFlagsContext {
  /** Empty until the service (or, after a failure or the timeout, the defaults) answers. */
  values: Partial<TFeatureFlagValues>;
  isReady: boolean;
}

const FlagsContext = createContext<TFlagsContext>({ values: {}, isReady: false });

async function loadDefaults(): Promise<TFeatureFlagValues> {
  const { DEFAULT_FEATURE_FLAG_VALUES } =
    await import('@casino/contracts/rest/flags/feature-flags');
  return DEFAULT_FEATURE_FLAG_VALUES;
}

/**
 * Fetches the caller's flags once. Until they answer (at most 3 s) the catalogue defaults from
 * contracts apply; a failure or the timeout keeps the defaults and the app starts anyway.
 */
export function FeatureFlagProvider({ children }: { children: ReactNode }) {
  const [state, setState] = useState<TFlagsContext>({ values: {}, isReady: false });

  useEffect(() => {
    const controller = new AbortController();
    const applyDefaults = () =>
      void loadDefaults().then((values) =>
        setState((current) => (current.isReady ? current : { values, isReady: true })),
      );
    const timeout = window.setTimeout(applyDefaults, FEATURE_FLAGS_INIT_TIMEOUT_MS);
    fetchFeatureFlags(controller.signal)
      .then((values) => setState({ values, isReady: true }))
      .catch((error: unknown) => {
        if (controller.signal.aborted) return;
        console.warn('feature flags unavailable, using defaults', error);
        applyDefaults();
      })
      .finally(() => window.clearTimeout(timeout));
    return () => {
      controller.abort();
      window.clearTimeout(timeout);
    };
  }, []);

  return <FlagsContext value={state}>{children}</FlagsContext>;
}

export function useFeatureFlagsReady(): boolean {
  return use(FlagsContext).isReady;
}

/** A flag's value; undefined until the flags are known, which every caller reads as "off". */
export function useFlag<K extends TFeatureFlagKey>(key: K): TFeatureFlagValues[K] | undefined {
  return use(FlagsContext).values[key];
}
