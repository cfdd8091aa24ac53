import { z } from 'zod';
import { zText } from '#src/common/text';
import { ZWalletState } from '#src/rest/wallet/wallet-state';

/** socket.io mount point and the player namespace (spec: path /api/socket, namespace /wallet). */
export const SOCKET_PATH = '/api/socket';
export const WALLET_NAMESPACE = '/wallet';

/** Room of one player's sockets across every server process. */
export function playerRoom(userId: string): string {
  return `player:${userId}`;
}

/**
 * What the client sends when it connects (socket.io `auth`): the short-lived ID token, the page
 * it is on, and a per-browser id so the multi-session guard can tell tabs of one browser apart.
 */
export const ZSocketHandshakeAuth = z.object({
  token: zText().min(1),
  pathname: zText().max(2048).default('/'),
  browserId: zText().min(1).max(128).optional(),
});
export type TSocketHandshakeAuth = z.input<typeof ZSocketHandshakeAuth>;

/**
 * The wallet message: the state after a committed transfer. `roundId` names the game round the
 * transfer belongs to (null for any other), so an open game frame's host can hold the balance
 * until the frame has shown that round (spinEnd for the same round id).
 */
export const ZWalletMessage = z.object({
  type: z.literal('wallet'),
  state: ZWalletState,
  transferId: z.string(),
  code: z.string(),
  roundId: z.string().nullable(),
});
export type TWalletMessage = z.infer<typeof ZWalletMessage>;

/** Sent to an older socket of the same browser when a newer one connects (multi-session guard). */
export const ZMultisessionDisconnect = z.object({
  reason: z.literal('multisession'),
});
export type TMultisessionDisconnect = z.infer<typeof ZMultisessionDisconnect>;

/** Events the server emits to clients in the wallet namespace. Other modules add theirs here. */
export interface ServerToClientEvents {
  wallet: (message: TWalletMessage) => void;
  disconnect_multiple_sessions: (message: TMultisessionDisconnect) => void;
}

/** Events clients send; the wallet namespace listens only. */
export type ClientToServerEvents = Record<string, never>;

/** Per-socket data the server keeps after the handshake. */
export interface TSocketData {
  userId: string;
  pathname: string;
  browserId: string | null;
}

/** Connect errors the server answers a refused handshake with (`connect_error` message). */
export const SOCKET_CONNECT_ERRORS = {
  unauthorized: 'UnauthorizedError',
  forbiddenOrigin: 'ForbiddenOriginError',
} as const;
