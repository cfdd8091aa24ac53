export {
  OnboardingFeature,
  type TOnboardingWiring,
} from '#src/features/onboarding/components/onboarding-feature';
