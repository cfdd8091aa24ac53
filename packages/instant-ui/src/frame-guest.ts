import type { TWalletState } from '@casino/contracts';
import { createFrameGuest } from '@casino/frame-sdk';
import type { TCoinType } from '@casino/money';

/**
 * The frame's side of the lobby protocol (frame-sdk, lobby origin = this server's origin): a
 * fresh token, balance pushes, the lobby's coin switch and exit. Messages a game frame has no
 * use for are accepted and ignored.
 */
export function createInstantGuest(handlers: {
  onToken: (token: string) => void;
  onBalance: (balance: TWalletState) => void;
  onCoin: (coin: TCoinType) => void;
  onExit: () => void;
}) {
  return createFrameGuest({
    lobbyOrigin: location.origin,
    handlers: {
      authToken: ({ token }) => handlers.onToken(token),
      updateBalance: ({ balance }) => handlers.onBalance(balance),
      setCoinType: ({ coin }) => handlers.onCoin(coin),
      gameExit: () => handlers.onExit(),
      loadingStart: () => undefined,
      loadingEnd: () => undefined,
      userReady: () => undefined,
      gameReady: () => undefined,
      metagamesToken: () => undefined,
      newMetagamesEvent: () => undefined,
    },
    onUnhandled: (type) => console.warn(`Unhandled frame message '${type}'`),
  });
}
