import { Suspense, lazy } from 'react';
import { useTranslation } from 'react-i18next';
import { AccountPage } from '#src/features/account/components/account-page';
import { useProfile } from '#src/features/account/api/get-profile';
import { logOut } from '#src/features/auth/model/auth-flow';
import { useDialogs } from '#src/stores/dialogs';
import { usePortal } from '#src/stores/portal';

const PhoneVerificationWizard = lazy(async () => ({
  default: (await import('#src/features/account/components/phone-verification-wizard'))
    .PhoneVerificationWizard,
}));
const ExclusionDoneDialog = lazy(async () => ({
  default: (await import('#src/features/account/components/exclusion-dialogs')).ExclusionDoneDialog,
}));
const ChooseSettingsDialog = lazy(async () => ({
  default: (await import('#src/features/account/components/choose-settings-dialog'))
    .ChooseSettingsDialog,
}));

/** The 'account' full-page dialog: the account feature's page, wired to identity's actions. */
export function AccountArea() {
  const { t } = useTranslation();
  const { data: profile } = useProfile();
  const { openPortal, closePortal } = usePortal.getState();
  return (
    <AccountPage
      onVerifyPhone={() =>
        openPortal(
          <Suspense fallback={null}>
            <PhoneVerificationWizard
              defaultCountryCode={
                profile?.countryCode ?? profile?.cleanGeoData.countryCode ?? undefined
              }
              onDone={() => closePortal(true)}
            />
          </Suspense>,
          { label: t('account.phone.title') },
        )
      }
      onChangeSettings={() =>
        openPortal(
          <Suspense fallback={null}>
            <ChooseSettingsDialog
              defaultCountryCode={profile?.countryCode}
              onDone={() => closePortal(true)}
            />
          </Suspense>,
          { label: t('account.settings.title') },
        )
      }
      onLogOut={() => {
        useDialogs.getState().closeFullPageDialog();
        void logOut();
      }}
      onExcluded={(kind, until) => {
        // Every session has ended on the server: log out here, then say what happened.
        void logOut()
          .catch(() => undefined)
          .then(() =>
            openPortal(
              <Suspense fallback={null}>
                <ExclusionDoneDialog kind={kind} until={until} onDone={() => closePortal(true)} />
              </Suspense>,
              { label: t('account.area.responsibleGaming') },
            ),
          );
      }}
    />
  );
}

export default AccountArea;
