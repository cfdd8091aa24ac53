export {
  RewardsPage,
  type TRewardsSection,
  type TRewardsSectionProps,
} from '#src/features/rewards/components/rewards-page';
