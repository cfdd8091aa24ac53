export { InviteFriendsPanel } from '#src/features/referral/components/invite-friends-panel';
export { useReferralNotificationsCount } from '#src/features/referral/api/get-referrals';
