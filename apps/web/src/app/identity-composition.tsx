import { useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { isDirectLanding } from '#src/app/routes/use-landing-params';
import { getProfileQueryOptions } from '#src/features/account/api/get-profile';
import { AuthController } from '#src/features/auth/components/auth-controller';
import { useAuthFlow } from '#src/features/auth/model/auth-flow';
import { useFlag } from '#src/lib/feature-flags';
import { withFeatureTexts } from '#src/lib/i18n';
import { useSearchParams } from 'react-router';

/**
 * Wires identity to the features around it: the country chooser (account) after sign-up and
 * when force_country_selection applies, the profile check, and clearing player data on logout.
 */
export function IdentityComposition() {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const [params] = useSearchParams();
  const isSignUpCountryOn = useFlag('sign_up_flow_country_selection') === true;
  const isForceCountryOn = useFlag('force_country_selection') === true;

  useEffect(() => {
    useAuthFlow.getState().configure({
      isFlagOn: (flag) =>
        flag === 'sign_up_flow_country_selection' ? isSignUpCountryOn : isForceCountryOn,
      needsCountry: async () => {
        const profile = await queryClient.fetchQuery(getProfileQueryOptions());
        return !profile.isCountrySetByUser;
      },
      openCountryChooser: async (options) => {
        const chooser = await withFeatureTexts(() => import('#src/app/country-chooser'));
        await chooser.openCountryChooser(queryClient, t, options);
      },
      onLoggedOut: () =>
        queryClient.removeQueries({ predicate: (query) => query.queryKey[0] !== 'geo' }),
    });
  }, [queryClient, isSignUpCountryOn, isForceCountryOn, t]);

  return <AuthController isDirectLanding={isDirectLanding(params.get('landing'))} />;
}
