import type { TWalletState } from '@casino/contracts';
import type { TGuestMessages } from '@casino/frame-sdk';
import { useQuery } from '@tanstack/react-query';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation } from 'react-router';
import { getLaunchGameQueryOptions } from '#src/features/game/api/launch-game';
import { GameFrame } from '#src/features/game/components/game-frame';
import { ApiError } from '#src/lib/api-client';
import { useCoinType } from '#src/stores/coin-type';
import { useRecentlyPlayed } from '#src/stores/recently-played';
import '#src/features/game/components/game-stage.css';

export interface TGameStageProps {
  gameId: number;
  userId: string;
  balance: TWalletState;
  /** The frame has shown a round: the header takes that round's balance. */
  onRoundEnd: (round: TGuestMessages['spinEnd']) => void;
  /** The frame claimed a gift: the wallet changed outside any round. */
  onGiftClaimed: () => void;
  /** The game asked to close (closeGame). */
  onClose: () => void;
  /** The frame reported a general error (a refused round among them). */
  onGeneralError: () => void;
}

/**
 * Spec §4 game launch: loading, then the game URLs; on failure the game is reset and the
 * spec's message shows. The frame renders only while the address is under /games, and a launch
 * answer that arrives after the player left is dropped (the query is cancelled on unmount).
 */
export function GameStage(props: TGameStageProps) {
  const { t } = useTranslation();
  const { pathname } = useLocation();
  const coin = useCoinType((state) => state.coinType);
  const addPlayedGame = useRecentlyPlayed((state) => state.addPlayedGame);
  const launch = useQuery(getLaunchGameQueryOptions(props.gameId, coin));
  const isUnderGames = pathname.startsWith('/games/');

  useEffect(() => {
    if (launch.data) addPlayedGame(props.gameId);
  }, [launch.data, addPlayedGame, props.gameId]);

  if (!isUnderGames) return null;
  if (launch.isPending) {
    return (
      <p className="game-stage__status" role="status">
        {t('game.loading')}
      </p>
    );
  }
  if (launch.isError) {
    const message =
      launch.error instanceof ApiError && launch.error.name === 'GameNotFoundError'
        ? t('game.notFound')
        : launch.error instanceof ApiError && launch.error.name === 'GameUrlNotFoundError'
          ? t('game.urlNotFound')
          : t('game.launchFailed');
    return (
      <p className="game-stage__status" role="alert">
        {message}
      </p>
    );
  }
  return (
    <GameFrame
      key={launch.data.gameUrl}
      gameUrl={launch.data.gameUrl}
      gameName={launch.data.gameName}
      userId={props.userId}
      coin={coin}
      balance={props.balance}
      onRoundEnd={props.onRoundEnd}
      onGiftClaimed={props.onGiftClaimed}
      onClose={props.onClose}
      onGeneralError={props.onGeneralError}
    />
  );
}
