import '#src/features/referral/components/referral.css';
import type { TReferralFriend } from '@casino/contracts';
import { asAmountMinor, formatAmount } from '@casino/money';
import { Button } from '@casino/ui';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useClaimReferralBonus } from '#src/features/referral/api/claim-referral-bonus';
import { useReferrals } from '#src/features/referral/api/get-referrals';
import { inviteLink } from '#src/features/referral/model/invite-link';
import { errorCopy } from '#src/lib/error-copy';

const COPIED_MS = 2_000;

const gc = (minor: number) => formatAmount(asAmountMinor(minor), { coin: 'GC', style: 'coins' });
const sc = (minor: number) => formatAmount(asAmountMinor(minor), { coin: 'SC', style: 'coins' });

/**
 * Invite friends (payments §4 Referral): the personal link with a copy button, the friends who
 * signed up through it with their status, and the claim of the bonuses they earned. Nothing
 * until the referral state has loaded.
 */
export function InviteFriendsPanel({ onWalletChanged }: { onWalletChanged: () => void }) {
  const { t } = useTranslation();
  const { data } = useReferrals();
  const claim = useClaimReferralBonus();
  const [isCopied, setIsCopied] = useState(false);
  useEffect(() => {
    if (!isCopied) return;
    const timer = window.setTimeout(() => setIsCopied(false), COPIED_MS);
    return () => window.clearTimeout(timer);
  }, [isCopied]);
  if (!data) return null;

  const link = inviteLink(window.location.origin, data.uniqueId);
  const unclaimed = data.rows.filter((row) => !row.isBonusClaimed);
  const unclaimedGc = unclaimed.reduce((sum, row) => sum + row.gcAmount, 0);
  const unclaimedSc = unclaimed.reduce((sum, row) => sum + row.scAmount, 0);
  const copy = () => {
    navigator.clipboard.writeText(link).then(
      () => setIsCopied(true),
      (error: unknown) => console.error('Invite link not copied', error),
    );
  };
  const claimAll = () => {
    claim.mutate(
      unclaimed.map((row) => row.bonusId),
      { onSuccess: onWalletChanged },
    );
  };

  return (
    <div className="invite-friends" data-testid="invite-friends">
      <h2>{t('referral.title')}</h2>
      <p>
        {t('referral.offer', {
          gc: gc(data.packageData.gcAmount),
          sc: sc(data.packageData.scAmount),
          play: gc(data.qualifyingPlayGc),
        })}
      </p>
      <div className="invite-friends__link">
        <input
          className="invite-friends__input"
          value={link}
          readOnly
          aria-label={t('referral.linkLabel')}
          onFocus={(event) => event.currentTarget.select()}
        />
        <Button variant="secondary" onClick={copy}>
          {isCopied ? t('referral.copied') : t('referral.copy')}
        </Button>
      </div>
      <p className="invite-friends__status" role="status">
        {isCopied ? t('referral.copiedStatus') : ''}
      </p>
      {unclaimed.length > 0 ? (
        <div className="invite-friends__claim">
          <p>{t('referral.earned', { gc: gc(unclaimedGc), sc: sc(unclaimedSc) })}</p>
          <Button size="lg" isBlock disabled={claim.isPending} onClick={claimAll}>
            {t('referral.claim')}
          </Button>
          {claim.error ? (
            <p className="invite-friends__error" role="alert">
              {errorCopy(claim.error, t)}
            </p>
          ) : null}
        </div>
      ) : null}
      <h3 className="invite-friends__subtitle">{t('referral.friendsTitle')}</h3>
      {data.friends.length === 0 ? (
        <p className="invite-friends__empty">{t('referral.noFriends')}</p>
      ) : (
        <ul className="invite-friends__friends">
          {data.friends.map((friend) => (
            <FriendRow key={`${friend.maskedEmail}-${friend.joinedAt}`} friend={friend} />
          ))}
        </ul>
      )}
    </div>
  );
}

function FriendRow({ friend }: { friend: TReferralFriend }) {
  const { t } = useTranslation();
  return (
    <li className="invite-friends__friend">
      <span className="invite-friends__email">{friend.maskedEmail}</span>
      <span className="invite-friends__badge" data-status={friend.status}>
        {t(`referral.status.${friend.status}`)}
      </span>
    </li>
  );
}
