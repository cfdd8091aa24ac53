import type { TGuestMessages } from '@casino/frame-sdk';
import { useQueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';
import { useNavigate } from 'react-router';
import { useMiniStoreOffer } from '#src/app/routes/use-mini-store-offer';
import { useRefillOffer } from '#src/features/bonuses';
import { GameStage } from '#src/features/game';
import { recheckTermsOfService } from '#src/features/terms';
import { getWalletQueryOptions, useWallet } from '#src/features/wallet/api/get-wallet';
import { showRoundBalance } from '#src/features/wallet/realtime/round-balance';
import { useIsAuthorized } from '#src/hooks/use-is-authorized';
import { useCoinType } from '#src/stores/coin-type';

/**
 * Composes the game feature with the wallet: the header takes a round's balance when the frame
 * has shown that round (spinEnd), without refetching the wallet (decision 130). A GC round that
 * leaves the balance low offers the refill (bonuses), or else the mini store (store). A round the frame reports refused reads the
 * terms again: when the server refused it for unaccepted terms, the terms gate opens (decision 124).
 */
export function GameStageSlot({ gameId }: { gameId: number }) {
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const isAuthorized = useIsAuthorized();
  const wallet = useWallet();
  const refreshWallet = useCallback(() => {
    void queryClient.invalidateQueries({ queryKey: getWalletQueryOptions().queryKey });
  }, [queryClient]);
  const offerRefill = useRefillOffer(refreshWallet);
  const offerMiniStore = useMiniStoreOffer();
  const handleRoundEnd = useCallback(
    (round: TGuestMessages['spinEnd']) => {
      showRoundBalance(queryClient, round.roundId, round.balance);
      const shown = queryClient.getQueryData(getWalletQueryOptions().queryKey);
      if (shown && useCoinType.getState().coinType === 'GC') {
        void offerRefill(shown.gcCoin, round.roundId).then((isRefillOffered) => {
          if (!isRefillOffered) offerMiniStore(shown.gcCoin);
        });
      }
    },
    [queryClient, offerRefill, offerMiniStore],
  );
  const handleClose = useCallback(() => void navigate('/'), [navigate]);
  const handleGeneralError = useCallback(() => recheckTermsOfService(queryClient), [queryClient]);
  if (!isAuthorized || !wallet.ownerId) return null;
  return (
    <GameStage
      gameId={gameId}
      userId={wallet.ownerId}
      balance={{ gc: wallet.gcCoin, ...wallet.scCoin }}
      onRoundEnd={handleRoundEnd}
      onGiftClaimed={refreshWallet}
      onClose={handleClose}
      onGeneralError={handleGeneralError}
    />
  );
}
