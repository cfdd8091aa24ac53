import { randomInt } from 'node:crypto';
import {
  CONFIG_KEYS,
  type TDomainEvents,
  type TReferralFriend,
  type TReferralsByReferrer,
} from '@casino/contracts';
import type { TClock } from '#src/lib/clock';
import type { TConfigService } from '#src/modules/config/config.service';
import type { TIdentityService } from '#src/modules/identity/identity.service';
import type { TNewAccount } from '#src/modules/identity/sign-up-policy';
import {
  ReferralBonusAlreadyClaimedError,
  ReferralBonusNotFoundError,
} from '#src/modules/referral/referral.errors';
import type {
  TFingerprint,
  TReferralRepository,
  TReferralStatus,
} from '#src/modules/referral/referral.repository';
import type { TWalletService } from '#src/modules/wallet/wallet.service';

/** Invite codes avoid letters and digits that read alike (0/O, 1/I/L). */
const CODE_ALPHABET = 'ABCDEFGHJKMNPQRSTUVWXYZ23456789';
const CODE_LENGTH = 8;
const CODE_ATTEMPTS = 5;

const FRIEND_STATUS: Record<TReferralStatus, TReferralFriend['status']> = {
  pending: 'playing',
  qualified: 'qualified',
  refused: 'notEligible',
};

function newCode(): string {
  return Array.from(
    { length: CODE_LENGTH },
    () => CODE_ALPHABET[randomInt(CODE_ALPHABET.length)],
  ).join('');
}

/** `friend@example.com` → `fr***@example.com`: the referrer recognises a friend, no more. */
export function maskEmail(email: string): string {
  const at = email.lastIndexOf('@');
  if (at < 0) return '***';
  return `${email.slice(0, Math.min(2, at))}***${email.slice(at)}`;
}

function fingerprintsOf(ip: string, deviceId: string | null): TFingerprint[] {
  return [
    { kind: 'ip', value: ip },
    ...(deviceId ? [{ kind: 'device' as const, value: deviceId }] : []),
  ];
}

/**
 * Invite a friend (payments §4 Referral, decision 167): a personal code, attribution at
 * sign-up with the self-referral and second-account checks, qualification from the friend's
 * settled GC rounds, and the referrer's claim (ledger code `referral_bonus`, key
 * `referral-bonus:<bonusId>:<coin>`, so racing claims pay once).
 */
export function createReferralService(deps: {
  repository: TReferralRepository;
  wallet: TWalletService;
  identity: Pick<TIdentityService, 'describeAccount'>;
  operatorConfig: TConfigService;
  clock: TClock;
}) {
  const { repository, wallet, identity, operatorConfig, clock } = deps;

  async function readSettings() {
    const [gcAmount, scAmount, qualifyingPlayGc] = await Promise.all([
      operatorConfig.getInteger(CONFIG_KEYS.referralBonusGcAmount),
      operatorConfig.getInteger(CONFIG_KEYS.referralBonusScAmount),
      operatorConfig.getInteger(CONFIG_KEYS.referralQualifyingPlayGc),
    ]);
    return {
      gcAmount: Math.max(0, gcAmount),
      scAmount: Math.max(0, scAmount),
      qualifyingPlayGc: Math.max(0, qualifyingPlayGc),
    };
  }

  async function ensureCode(userId: string): Promise<string> {
    for (let attempt = 0; attempt < CODE_ATTEMPTS; attempt += 1) {
      const existing = await repository.findCode(userId);
      if (existing) return existing;
      await repository.insertCode(userId, newCode());
    }
    const code = await repository.findCode(userId);
    if (!code) throw new Error('no free invite code after several attempts');
    return code;
  }

  return {
    /**
     * Account-created hook: remembers where the account was made and, for a sign-up through an
     * invite link, records the referral — refused when the address or device was seen on the
     * referrer (self-referral) or on any other account (a second account).
     */
    async recordSignUp(userId: string, account: TNewAccount): Promise<void> {
      const fingerprints = fingerprintsOf(account.ip, account.deviceId);
      const referrerId = account.referrerCode
        ? await repository.findReferrerByCode(account.referrerCode)
        : null;
      if (referrerId) {
        const owners = await repository.findOwnersOf(fingerprints, userId);
        const refusedReason = owners.includes(referrerId)
          ? 'self_referral'
          : owners.length > 0
            ? 'second_account'
            : null;
        const settings = await readSettings();
        await repository.insertReferral({
          referrerId,
          friendId: userId,
          status: refusedReason ? 'refused' : 'pending',
          refusedReason,
          qualifyingPlayGcMinor: settings.qualifyingPlayGc,
          bonusGcMinor: settings.gcAmount,
          bonusScMinor: settings.scAmount,
        });
      }
      await repository.addFingerprints(userId, fingerprints);
    },

    /** The referrer's code, friends and bonus rows; the caller's address joins their fingerprints. */
    async byReferrer(userId: string, ip: string): Promise<TReferralsByReferrer> {
      const [uniqueId, settings, bonuses, friends] = await Promise.all([
        ensureCode(userId),
        readSettings(),
        repository.listBonuses(userId),
        repository.listFriends(userId),
        repository.addFingerprints(userId, fingerprintsOf(ip, null)),
      ]);
      const accounts = await Promise.all(
        friends.map((friend) => identity.describeAccount(friend.friendId)),
      );
      return {
        uniqueId,
        packageData: { gcAmount: settings.gcAmount, scAmount: settings.scAmount },
        qualifyingPlayGc: settings.qualifyingPlayGc,
        rows: bonuses.map((bonus) => ({
          bonusId: bonus.id,
          gcAmount: bonus.gcAmountMinor,
          scAmount: bonus.scAmountMinor,
          bonusCreatedAt: bonus.createdAt.toISOString(),
          isBonusClaimed: bonus.claimedAt !== null,
        })),
        friends: friends.map((friend, index) => ({
          maskedEmail: maskEmail(accounts[index]?.email ?? ''),
          status: FRIEND_STATUS[friend.status],
          joinedAt: friend.createdAt.toISOString(),
        })),
      };
    },

    async notificationsCount(userId: string): Promise<number> {
      return repository.countUnclaimed(userId);
    },

    /**
     * Outbox consumer of round.settled batches, in the delivery transaction: GC bets of invited
     * friends count towards the qualifying amount (one statement for the batch); reaching it
     * qualifies the referral once and adds the referrer's bonus row. Only the transaction's
     * repository is used (on PGlite any other query would wait for this transaction): the
     * amounts are those of the sign-up.
     */
    async countPlays(
      repositoryInTx: TReferralRepository,
      rounds: readonly TDomainEvents['round.settled'][],
    ): Promise<void> {
      const plays = new Map<string, number>();
      for (const round of rounds) {
        if (round.coin !== 'GC' || round.betMinor <= 0) continue;
        plays.set(round.userId, (plays.get(round.userId) ?? 0) + round.betMinor);
      }
      for (const referral of await repositoryInTx.addPlays(plays)) {
        if (referral.playedGcMinor < referral.qualifyingPlayGcMinor) continue;
        await repositoryInTx.qualify({
          referralId: referral.id,
          referrerId: referral.referrerId,
          gcAmountMinor: referral.bonusGcMinor,
          scAmountMinor: referral.bonusScMinor,
          now: clock.now(),
        });
      }
    },

    /**
     * Outbox consumer of purchase.completed, in the delivery transaction: an invited friend's
     * first credited purchase qualifies a pending referral (decision 125). A later purchase, or a
     * redelivery, finds it no longer pending and changes nothing.
     */
    async countPurchase(
      repositoryInTx: TReferralRepository,
      purchase: TDomainEvents['purchase.completed'],
    ): Promise<void> {
      await repositoryInTx.qualifyPendingOf(purchase.userId, clock.now());
    },

    /**
     * Pays the listed bonus rows. The money moves before the rows are marked, under one ledger
     * key per row and coin, so an interrupted claim is finished by the next and racing claims
     * pay once. Raises: ReferralBonusNotFoundError (404), ReferralBonusAlreadyClaimedError (409).
     */
    async claim(userId: string, bonusIds: number[]) {
      const wanted = [...new Set(bonusIds)];
      const rows = await repository.findBonuses(userId, wanted);
      const missing = wanted.filter((id) => !rows.some((row) => row.id === id));
      if (missing.length > 0) throw new ReferralBonusNotFoundError(missing);
      const claimed = rows.filter((row) => row.claimedAt !== null).map((row) => row.id);
      if (claimed.length > 0) throw new ReferralBonusAlreadyClaimedError(claimed);
      let gcAmount = 0;
      let scAmount = 0;
      for (const row of rows) {
        for (const [coin, amountMinor] of [
          ['GC', row.gcAmountMinor],
          ['SC', row.scAmountMinor],
        ] as const) {
          if (amountMinor <= 0) continue;
          await wallet.transfer({
            idempotencyKey: `referral-bonus:${row.id}:${coin}`,
            code: 'referral_bonus',
            userId,
            coin,
            amountMinor,
            metadata: { referralBonusId: row.id, referralId: row.referralId },
          });
        }
        gcAmount += row.gcAmountMinor;
        scAmount += row.scAmountMinor;
      }
      await repository.markClaimed(wanted, clock.now());
      return { gcAmount, scAmount };
    },
  };
}
export type TReferralService = ReturnType<typeof createReferralService>;
