import type { TFunction } from 'i18next';
import { Suspense, lazy } from 'react';
import { usePortal } from '#src/stores/portal';

const PhoneVerificationWizard = lazy(async () => ({
  default: (await import('#src/features/account/components/phone-verification-wizard'))
    .PhoneVerificationWizard,
}));

/**
 * Opens the account feature's phone verification in the portal (from My Account, and from the
 * redeem dialog when a method needs a code by text); `onVerified` runs when it is done.
 */
export function openPhoneVerification(options: {
  defaultCountryCode: string | undefined;
  t: TFunction;
  onVerified?: () => void;
}): void {
  const { openPortal, closePortal } = usePortal.getState();
  openPortal(
    <Suspense fallback={null}>
      <PhoneVerificationWizard
        defaultCountryCode={options.defaultCountryCode}
        onDone={() => {
          closePortal(true);
          options.onVerified?.();
        }}
      />
    </Suspense>,
    { label: options.t('account.phone.title') },
  );
}
