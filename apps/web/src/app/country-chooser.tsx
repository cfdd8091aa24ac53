import type { QueryClient } from '@tanstack/react-query';
import type { TFunction } from 'i18next';
import { getProfileQueryOptions } from '#src/features/account/api/get-profile';
import { ChooseSettingsDialog } from '#src/features/account/components/choose-settings-dialog';
import { usePortal } from '#src/stores/portal';

/**
 * Choose Your Settings (account) in the portal, preset to the profile's country; resolves when
 * the player is done, or closes it when it is not forced. Loaded on demand by the identity
 * composition, with the feature texts its label needs.
 */
export async function openCountryChooser(
  queryClient: QueryClient,
  t: TFunction,
  { isForced }: { isForced: boolean },
): Promise<void> {
  const profile = await queryClient.fetchQuery(getProfileQueryOptions()).catch(() => null);
  await new Promise<void>((resolve) => {
    usePortal.getState().openPortal(
      <ChooseSettingsDialog
        defaultCountryCode={profile?.cleanGeoData.countryCode ?? profile?.countryCode}
        onDone={() => {
          usePortal.getState().closePortal(true);
          resolve();
        }}
      />,
      {
        label: t('account.settings.title'),
        isPersistent: isForced,
        beforeClose: () => {
          resolve();
          return !isForced;
        },
      },
    );
  });
}
