import type { TWalletState } from '@casino/contracts';
import {
  createFrameHost,
  type TFrameBalance,
  type TFrameHost,
  type TGuestMessages,
} from '@casino/frame-sdk';
import type { TCoinType } from '@casino/money';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { getFrameToken } from '#src/features/game/api/get-frame-token';
import { useGameFrame } from '#src/stores/game-frame';

/** Spec §9: the game's balance update is delayed 1 s (after the frame's own win animation). */
const BALANCE_UPDATE_DELAY_MS = 1_000;
/** Refresh the frame's token well before the ID token's lifetime (15 min) runs out. */
const TOKEN_REFRESH_MS = 10 * 60_000;

export interface TGameFrameProps {
  gameUrl: string;
  gameName: string;
  userId: string;
  coin: TCoinType;
  balance: TWalletState;
  /** The frame has shown a round (spinEnd): its id and the balance after it. */
  onRoundEnd: (round: TGuestMessages['spinEnd']) => void;
  /** The frame claimed a gift (not a round): the wallet changed outside any round. */
  onGiftClaimed: () => void;
  onClose: () => void;
  /** The frame reported a general error (generalError), e.g. a round the server refused. */
  onGeneralError: () => void;
}

/**
 * The game UI iframe and its side of the frame protocol. Messages are accepted only from this
 * iframe's window at the game UI's origin; the lobby answers readiness, coin type, balance
 * (1 s late), fresh auth tokens, and tells the game to exit when the page unmounts. A balance
 * the frame itself reported at a round's end is not sent back to it (decision 130).
 */
export function GameFrame(props: TGameFrameProps) {
  const { t } = useTranslation();
  const iframeRef = useRef<HTMLIFrameElement>(null);
  const hostRef = useRef<TFrameHost | null>(null);
  const latest = useRef(props);
  useEffect(() => {
    latest.current = props;
  });
  const reportedBalance = useRef<TFrameBalance | null>(null);
  const [error, setError] = useState<string | null>(null);
  const frameOrigin = new URL(props.gameUrl, window.location.href).origin;

  useEffect(() => {
    useGameFrame.getState().setOpen(true);
    return () => useGameFrame.getState().setOpen(false);
  }, []);

  useEffect(() => {
    const iframe = iframeRef.current;
    if (!iframe) return;
    const host = createFrameHost({
      iframe,
      frameOrigin,
      handlers: {
        gameReady: () => {
          host.send('userReady', { userId: latest.current.userId });
          host.send('setCoinType', { coin: latest.current.coin });
          host.send('loadingEnd', {});
        },
        spinEnd: (round) => {
          reportedBalance.current = round.balance;
          latest.current.onRoundEnd(round);
        },
        closeGame: () => latest.current.onClose(),
        claimedGift: () => latest.current.onGiftClaimed(),
        authenticationComplete: () => undefined,
        authenticationError: ({ message }) => {
          console.error(`Game frame: ${message}`);
          setError(t('game.notAuthenticated'));
        },
        generalError: ({ message }) => {
          console.error(`Game frame error: ${message}`);
          latest.current.onGeneralError();
        },
        logMessage: ({ level, message }) => {
          if (level === 'error') console.error(message);
          else console.warn(message);
        },
      },
      onUnhandled: (type) => console.warn(`Unhandled game frame message '${type}'`),
    });
    hostRef.current = host;
    host.send('loadingStart', {});
    const refresh = window.setInterval(() => {
      getFrameToken()
        .then((token) => host.send('authToken', { token }))
        .catch((reason: unknown) => console.warn('Could not refresh the game token', reason));
    }, TOKEN_REFRESH_MS);
    return () => {
      window.clearInterval(refresh);
      host.send('gameExit', {});
      host.destroy();
      hostRef.current = null;
    };
  }, [frameOrigin, t]);

  useEffect(() => {
    hostRef.current?.send('setCoinType', { coin: props.coin });
  }, [props.coin]);

  const { gc, bsc, psc, wsc } = props.balance;
  useEffect(() => {
    if (isSameBalance(reportedBalance.current, { gc, bsc, psc, wsc })) return;
    const timer = window.setTimeout(
      () => hostRef.current?.send('updateBalance', { balance: { gc, bsc, psc, wsc } }),
      BALANCE_UPDATE_DELAY_MS,
    );
    return () => window.clearTimeout(timer);
  }, [gc, bsc, psc, wsc]);

  return (
    <div className="game-frame">
      {error ? (
        <p className="game-frame__error" role="alert">
          {error}
        </p>
      ) : null}
      <iframe
        ref={iframeRef}
        className="game-frame__iframe"
        src={props.gameUrl}
        title={props.gameName}
        data-testid="game-iframe"
        allow="autoplay; fullscreen"
        onError={() => {
          console.error('Error loading Game UI iframe');
          setError(t('game.frameError'));
        }}
      />
    </div>
  );
}

function isSameBalance(reported: TFrameBalance | null, balance: TFrameBalance): boolean {
  return (
    reported !== null &&
    reported.gc === balance.gc &&
    reported.bsc === balance.bsc &&
    reported.psc === balance.psc &&
    reported.wsc === balance.wsc
  );
}
