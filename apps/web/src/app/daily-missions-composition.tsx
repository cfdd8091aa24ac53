import type { TCoinType } from '@casino/money';
import { useMemo } from 'react';
import { useRefreshWallet } from '#src/app/use-refresh-wallet';
import { CoinShower } from '#src/features/bonuses';
import {
  DailyMissionBar,
  DailyMissionFeature,
  DailyMissionHomeWidget,
  type TDailyMissionsWiring,
} from '#src/features/daily-missions';
import type { TRewardsSectionProps } from '#src/features/rewards';

function renderCoinCelebration(coins: TCoinType[]) {
  return <CoinShower coins={coins} />;
}

/** Daily missions pay through the ledger: the wallet is read again, the bonuses' coins fly. */
function useDailyMissionsWiring(onWalletChanged: () => void): TDailyMissionsWiring {
  return useMemo(
    () => ({ onWalletChanged, renderCelebration: renderCoinCelebration }),
    [onWalletChanged],
  );
}

/**
 * The lobby's daily mission (engagement §2): the progress bar under the banner while the
 * mission is ACTIVE or COMPLETED, the home widget with 'Next In' while it is UPCOMING.
 */
export function LobbyDailyMission() {
  const wiring = useDailyMissionsWiring(useRefreshWallet());
  return (
    <>
      <DailyMissionBar wiring={wiring} variant="lobby" />
      <DailyMissionHomeWidget wiring={wiring} />
    </>
  );
}

/** The daily mission dialogs in the feature manager's sequence, for the whole signed-in app. */
export function DailyMissionsFeatureComposition() {
  const wiring = useDailyMissionsWiring(useRefreshWallet());
  return <DailyMissionFeature wiring={wiring} />;
}

/** The daily mission's section of the Rewards page. */
export function DailyMissionsRewardsSection({ onWalletChanged }: TRewardsSectionProps) {
  const wiring = useDailyMissionsWiring(onWalletChanged);
  return <DailyMissionBar wiring={wiring} variant="rewards" />;
}
