import { useQueryClient } from '@tanstack/react-query';
import { Suspense, lazy, useCallback, useEffect, useRef, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { getProfileQueryOptions, useProfile } from '#src/features/account/api/get-profile';
import { openSupport } from '#src/features/auth/model/platform';
import { KycAccountPanel, useForceKyc } from '#src/features/kyc';
import { useKycRequest } from '#src/stores/kyc-request';
import { usePortal } from '#src/stores/portal';

const KycWizard = lazy(async () => ({
  default: (await import('#src/features/kyc')).KycWizard,
}));

/**
 * Opens the KYC wizard (payments §2, §4 KYC) whenever it is asked for: by the force-kyc answer
 * (once per page load), the forced-KYC socket event, or the account area. A check that passes
 * refetches the profile (kycStatus).
 */
export function KycComposition() {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const { data: forceKyc } = useForceKyc();
  const { data: profile } = useProfile();
  const trigger = useKycRequest((state) => state.trigger);
  const isForceAnswerSeen = useRef(false);
  // A second ask while the wizard is open (a ForceKYCError and its force_kyc push) keeps it as it
  // is: reopening would restart the provider's steps.
  const openWizard = useRef<ReactNode>(null);

  const refreshProfile = useCallback(() => {
    void queryClient.invalidateQueries({ queryKey: getProfileQueryOptions().queryKey });
  }, [queryClient]);

  useEffect(() => {
    if (!forceKyc || isForceAnswerSeen.current) return;
    isForceAnswerSeen.current = true;
    if (forceKyc.shouldShowKYC) useKycRequest.getState().request(forceKyc.trigger ?? 'profile');
  }, [forceKyc]);

  useEffect(() => {
    if (forceKyc?.kycStatus === 'completed' && profile && profile.kycStatus !== 'completed') {
      refreshProfile();
    }
  }, [forceKyc, profile, refreshProfile]);

  useEffect(() => {
    if (!trigger) return;
    useKycRequest.getState().clear();
    if (profile?.kycStatus === 'completed') return;
    const { openPortal, closePortal, content } = usePortal.getState();
    if (openWizard.current !== null && content === openWizard.current) return;
    openWizard.current = (
      <Suspense fallback={null}>
        <KycWizard
          trigger={trigger}
          player={{
            name: [profile?.firstName, profile?.lastName].filter(Boolean).join(' '),
            address: [profile?.address, profile?.city, profile?.zipCode].filter(Boolean).join(', '),
          }}
          onVerified={refreshProfile}
          onContactSupport={openSupport}
          onDone={() => closePortal(true)}
        />
      </Suspense>
    );
    openPortal(openWizard.current, { label: t('kyc.title') });
  }, [trigger, profile, refreshProfile, t]);

  return null;
}

/** The account area's identity row; its button opens the wizard. */
export function KycAccountComposition() {
  return <KycAccountPanel onVerify={() => useKycRequest.getState().request('profile')} />;
}
