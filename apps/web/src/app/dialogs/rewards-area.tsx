import { DailyMissionsRewardsSection } from '#src/app/daily-missions-composition';
import { renderPromoCelebration } from '#src/app/promotions-composition';
import { useRefreshWallet } from '#src/app/use-refresh-wallet';
import { DailyBonusEntry, RefillEntry } from '#src/features/bonuses';
import { startPromoCodeEvents } from '#src/features/event-triggers';
import { PromoCodeEntry } from '#src/features/promotions';
import { InviteFriendsPanel } from '#src/features/referral';
import {
  RewardsPage,
  type TRewardsSection,
  type TRewardsSectionProps,
} from '#src/features/rewards';
import { useWallet } from '#src/features/wallet/api/get-wallet';

function RefillSection({ onWalletChanged }: TRewardsSectionProps) {
  const wallet = useWallet();
  return <RefillEntry gcBalanceMinor={wallet.gcCoin} onWalletChanged={onWalletChanged} />;
}

function PromoCodeSection({ onWalletChanged }: TRewardsSectionProps) {
  return (
    <PromoCodeEntry
      onWalletChanged={onWalletChanged}
      onRedeemed={(promoCode) => void startPromoCodeEvents(promoCode)}
      renderCelebration={renderPromoCelebration}
    />
  );
}

/** The Rewards page's sections, in order. A feature's reward joins with one line here. */
export const REWARDS_SECTIONS: readonly TRewardsSection[] = [
  { id: 'daily-bonus', Section: DailyBonusEntry },
  { id: 'daily-missions', Section: DailyMissionsRewardsSection },
  { id: 'refill', Section: RefillSection },
  { id: 'promo-code', Section: PromoCodeSection },
  { id: 'invite-friends', Section: InviteFriendsPanel },
];

/** The 'rewards' full-page dialog: the rewards feature's page with every built reward. */
export function RewardsArea() {
  const refreshWallet = useRefreshWallet();
  return <RewardsPage sections={REWARDS_SECTIONS} onWalletChanged={refreshWallet} />;
}

export default RewardsArea;
