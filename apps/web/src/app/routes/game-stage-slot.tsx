import { useQueryClient } from '@tanstack/react-query';
import { useCallback, useEffect } from 'react';
import { useNavigate } from 'react-router';
import { useRefillOffer } from '#src/features/bonuses';
import { GameStage } from '#src/features/game';
import { getWalletQueryOptions, useWallet } from '#src/features/wallet/api/get-wallet';
import { useIsAuthorized } from '#src/hooks/use-is-authorized';
import { useCoinType } from '#src/stores/coin-type';

/**
 * Composes the game feature with the wallet: the header balance follows every round once the
 * frame has shown it (spinEnd), and catches up when the player leaves the game. A GC round that
 * leaves the balance low offers the refill (bonuses).
 */
export function GameStageSlot({ gameId }: { gameId: number }) {
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const isAuthorized = useIsAuthorized();
  const wallet = useWallet();
  const handleRoundEnd = useCallback(() => {
    void queryClient.invalidateQueries({ queryKey: getWalletQueryOptions().queryKey });
  }, [queryClient]);
  // Round messages are held while the frame is open; leaving mid-round catches up at once.
  useEffect(() => handleRoundEnd, [handleRoundEnd]);
  const offerRefill = useRefillOffer(handleRoundEnd);
  const handleRoundSettled = useCallback(() => {
    const walletKey = getWalletQueryOptions().queryKey;
    void queryClient.invalidateQueries({ queryKey: walletKey }).then(() => {
      const fresh = queryClient.getQueryData(walletKey);
      if (fresh && useCoinType.getState().coinType === 'GC') void offerRefill(fresh.gcCoin);
    });
  }, [queryClient, offerRefill]);
  const handleClose = useCallback(() => void navigate('/'), [navigate]);
  if (!isAuthorized || !wallet.ownerId) return null;
  return (
    <GameStage
      gameId={gameId}
      userId={wallet.ownerId}
      balance={{ gc: wallet.gcCoin, ...wallet.scCoin }}
      onRoundEnd={handleRoundSettled}
      onClose={handleClose}
    />
  );
}
