import { useEffect, useMemo } from 'react';
import { useSearchParams } from 'react-router';
import { useIsAuthorized } from '#src/hooks/use-is-authorized';
import { openDialog } from '#src/stores/dialogs';

export const DIRECT_SIGN_UP_PREFIX = 'direct_su';
export const DIRECT_EMAIL_LANDING = 'direct_em';
export const UTM_PARAMS = [
  'utm_source',
  'utm_campaign',
  'utm_medium',
  'utm_content',
  'utm_term',
] as const;

export type TUtm = Partial<Record<(typeof UTM_PARAMS)[number] | 'utm_promo', string>>;

export function isDirectLanding(landing: string | null): boolean {
  return (
    !!landing && (landing.startsWith(DIRECT_SIGN_UP_PREFIX) || landing === DIRECT_EMAIL_LANDING)
  );
}

/**
 * Spec §2 query parameters: a direct landing opens sign-up for guests; a landing key is cleared
 * on a non-direct landing or when the player is already signed in. UTM fields and utm_promo are
 * read for the banner request.
 */
export function useLandingParams() {
  const [params, setParams] = useSearchParams();
  const isAuthorized = useIsAuthorized();
  const landing = params.get('landing');
  const isDirect = isDirectLanding(landing);

  useEffect(() => {
    if (!landing) return;
    if (isDirect && !isAuthorized) {
      openDialog('signup', { landing });
      return;
    }
    setParams(
      (current) => {
        const next = new URLSearchParams(current);
        next.delete('landing');
        return next;
      },
      { replace: true },
    );
  }, [landing, isDirect, isAuthorized, setParams]);

  const utm = useMemo(() => {
    const values: TUtm = {};
    for (const key of [...UTM_PARAMS, 'utm_promo'] as const) {
      const value = params.get(key);
      if (value) values[key] = value;
    }
    return values;
  }, [params]);

  return { landingKey: isDirect ? landing : null, utm };
}
