import {
  SOCKET_PATH,
  WALLET_NAMESPACE,
  type ClientToServerEvents,
  type ServerToClientEvents,
} from '@casino/contracts';
import { io as connect, type Socket } from 'socket.io-client';

/** socket.io clients for tests and benchmarks of the wallet namespace. */
export type TClientSocket = Socket<ServerToClientEvents, ClientToServerEvents>;

export function connectWallet(
  baseUrl: string,
  auth: Record<string, string>,
  extraHeaders: Record<string, string> = {},
): TClientSocket {
  return connect(`${baseUrl}${WALLET_NAMESPACE}`, {
    path: SOCKET_PATH,
    transports: ['websocket'],
    auth,
    extraHeaders,
    reconnection: false,
    forceNew: true,
  });
}

/**
 * The event a test expects, or an error after `timeoutMs`: long enough for a server busy with the
 * other test files on two shared cores (5 s once failed a CI run on PostgreSQL), short of the test's own timeout.
 */
export function waitFor<T>(socket: TClientSocket, event: string, timeoutMs = 15_000): Promise<T> {
  return new Promise((resolve, reject) => {
    const timer = setTimeout(
      () => reject(new Error(`no ${event} within ${timeoutMs} ms`)),
      timeoutMs,
    );
    socket.once(event as 'wallet', (payload: unknown) => {
      clearTimeout(timer);
      resolve(payload as T);
    });
  });
}

export function connected(socket: TClientSocket): Promise<unknown> {
  return socket.connected ? Promise.resolve() : waitFor(socket, 'connect');
}
