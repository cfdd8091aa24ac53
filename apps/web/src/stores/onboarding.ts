import { create } from 'zustand';

/**
 * The first-time onboarding step (null when no onboarding runs). The engagement feature drives
 * it; the shell reads it for the side menu (stays open on menu-action steps) and the lobby's
 * short-height rule.
 */
interface TOnboardingState {
  step: string | null;
  isMenuActionStep: boolean;
  setStep: (step: string | null, isMenuActionStep?: boolean) => void;
}

export const useOnboarding = create<TOnboardingState>((set) => ({
  step: null,
  isMenuActionStep: false,
  setStep: (step, isMenuActionStep = false) => set({ step, isMenuActionStep }),
}));
