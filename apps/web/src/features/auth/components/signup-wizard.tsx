import { useState } from 'react';
import { EmailVerificationStep } from '#src/features/auth/components/steps/email-verification-step';
import { SignUpEmailLanding } from '#src/features/auth/components/steps/sign-up-email-landing';
import { SignUpOptionsStep } from '#src/features/auth/components/steps/sign-up-options-step';
import { SignUpPrivacyStep } from '#src/features/auth/components/steps/sign-up-privacy-step';
import { SignUpRegisterStep } from '#src/features/auth/components/steps/sign-up-register-step';
import { VerificationSuccessStep } from '#src/features/auth/components/steps/verification-success-step';
import { WelcomeBonusStep } from '#src/features/auth/components/steps/welcome-bonus-step';
import type { TConsentChoice, TPendingVerification } from '#src/features/auth/model/sign-up-types';
import '#src/features/auth/components/auth.css';

const DIRECT_SIGN_UP_PREFIX = 'direct_su';
const DIRECT_EMAIL_LANDING = 'direct_em';

export type TSignUpStep =
  'privacy' | 'options' | 'register' | 'emailLanding' | 'verification' | 'success' | 'welcome';

export interface TSignUpWizardProps {
  landing?: string;
  initialStep?: TSignUpStep;
  verification?: TPendingVerification;
}

function firstStep(landing: string | undefined): TSignUpStep {
  if (landing === DIRECT_EMAIL_LANDING) return 'emailLanding';
  if (landing?.startsWith(DIRECT_SIGN_UP_PREFIX)) return 'options';
  return 'privacy';
}

/**
 * Sign-up (§2, §4): SignUpPrivacy → SignUpOptions → SignUpRegister → EmailVerification →
 * VerificationSuccess → WelcomeBonusDialog → (ChooseCountry, composed by the app). A direct
 * sign-up landing skips the privacy step; the direct email landing is one page.
 */
export function SignUpWizard({ landing, initialStep, verification }: TSignUpWizardProps) {
  const [step, setStep] = useState<TSignUpStep>(initialStep ?? firstStep(landing));
  const [consents, setConsents] = useState<TConsentChoice[]>([]);
  const [pending, setPending] = useState<TPendingVerification | null>(verification ?? null);

  const handleRegistered = (next: TPendingVerification) => {
    setPending(next);
    setStep('verification');
  };

  switch (step) {
    case 'privacy':
      return (
        <SignUpPrivacyStep
          onAccept={(choices) => {
            setConsents(choices);
            setStep('options');
          }}
        />
      );
    case 'options':
      return (
        <SignUpOptionsStep
          onEmail={() => setStep('register')}
          isDirectLanding={landing?.startsWith(DIRECT_SIGN_UP_PREFIX) ?? false}
        />
      );
    case 'register':
      return (
        <SignUpRegisterStep
          consents={consents}
          landing={landing}
          onRegistered={handleRegistered}
          onBack={() => setStep('options')}
        />
      );
    case 'emailLanding':
      return <SignUpEmailLanding landing={landing} onRegistered={handleRegistered} />;
    case 'verification':
      return pending ? (
        <EmailVerificationStep
          pending={pending}
          onVerified={() => setStep('success')}
          onBack={() => setStep(firstStep(landing))}
        />
      ) : null;
    case 'success':
      return <VerificationSuccessStep onContinue={() => setStep('welcome')} />;
    case 'welcome':
      return <WelcomeBonusStep />;
  }
}

export default SignUpWizard;
