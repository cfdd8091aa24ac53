import { FooterNav } from '#src/app/layout/footer-nav';
import { SideMenu } from '#src/app/layout/side-menu';
import { useReferralNotificationsCount } from '#src/features/referral';
import { TermsGate } from '#src/features/terms';

/** The dot on Rewards (payments §4): an invite bonus waits to be claimed. */
function useHasRewardsDot(): boolean {
  const { data } = useReferralNotificationsCount();
  return (data ?? 0) > 0;
}

/** The footer navigation with the Rewards dot. */
export function FooterNavWithDot() {
  return <FooterNav hasRewardsDot={useHasRewardsDot()} />;
}

/** The side menu with the Rewards dot. */
export function SideMenuWithDot() {
  return <SideMenu hasRewardsDot={useHasRewardsDot()} />;
}

/** The blocking terms-of-service dialog for signed-in players (decision 168). */
export function TermsComposition() {
  return <TermsGate />;
}
