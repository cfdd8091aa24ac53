import type { ClientToServerEvents, ServerToClientEvents } from '@casino/contracts';
import { SOCKET_PATH, WALLET_NAMESPACE } from '@casino/contracts/socket/socket-events';
import { io, type Socket } from 'socket.io-client';
import { getBrowserId } from '#src/lib/browser-id';

export type TWalletSocket = Socket<ServerToClientEvents, ClientToServerEvents>;

/**
 * Spec §7: path /api/socket, namespace /wallet, websocket transport, manual connect; the
 * handshake sends the ID token and the current pathname. The token is fetched per attempt, so a
 * reconnect after expiry presents a fresh one.
 */
export function createWalletSocket(getToken: () => Promise<string>): TWalletSocket {
  return io(WALLET_NAMESPACE, {
    path: SOCKET_PATH,
    transports: ['websocket'],
    autoConnect: false,
    auth: (callback) => {
      getToken().then(
        (token) =>
          callback({ token, pathname: window.location.pathname, browserId: getBrowserId() }),
        () => callback({ token: '', pathname: window.location.pathname }),
      );
    },
  });
}
