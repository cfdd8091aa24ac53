export { FeatureManager } from '#src/features/feature-manager/components/feature-manager';
