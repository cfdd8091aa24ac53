import type { TCoinType } from '@casino/money';
import { useMemo } from 'react';
import { useRefreshWallet } from '#src/app/use-refresh-wallet';
import { CoinShower } from '#src/features/bonuses';
import { QuestFeature, QuestHomeWidget, type TQuestsWiring } from '#src/features/quests';

function renderCoinCelebration(coins: TCoinType[]) {
  return <CoinShower coins={coins} />;
}

/** Quests pay through the ledger: the wallet is read again, the bonuses' coins fly. */
export function useQuestsWiring(): TQuestsWiring {
  const onWalletChanged = useRefreshWallet();
  return useMemo(
    () => ({ onWalletChanged, renderCelebration: renderCoinCelebration }),
    [onWalletChanged],
  );
}

/**
 * The player's quest (decision 217) for the whole signed-in app: its dialog in the feature
 * manager's sequence, and its home widget (type Quest) over the lobby banner.
 */
export function QuestsComposition() {
  const wiring = useQuestsWiring();
  return (
    <>
      <QuestFeature wiring={wiring} />
      <QuestHomeWidget wiring={wiring} />
    </>
  );
}
