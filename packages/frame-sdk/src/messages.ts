import { z } from 'zod';

/** Protocol constants of the game UI frame (spec §7): platform WEB, version 2. */
export const FRAME_PLATFORM = 'WEB';
export const FRAME_PROTOCOL_VERSION = 2;
/** Marks our messages apart from any other postMessage traffic on the page. */
export const FRAME_MESSAGE_SOURCE = 'crown-casino-frame';

const ZCoin = z.enum(['GC', 'SC']);
const ZBalance = z.object({
  gc: z.number().int(),
  bsc: z.number().int(),
  psc: z.number().int(),
  wsc: z.number().int(),
});

/** Lobby → game frame. `authToken` is the spec's "custom auth token" message. */
export const HOST_TO_GUEST = {
  loadingStart: z.object({}),
  loadingEnd: z.object({}),
  userReady: z.object({ userId: z.string() }),
  gameReady: z.object({}),
  metagamesToken: z.object({ token: z.string() }),
  setCoinType: z.object({ coin: ZCoin }),
  newMetagamesEvent: z.object({ event: z.record(z.string(), z.unknown()) }),
  updateBalance: z.object({ balance: ZBalance }),
  gameExit: z.object({}),
  authToken: z.object({ token: z.string() }),
} as const;

/** Game frame → lobby. */
export const GUEST_TO_HOST = {
  gameReady: z.object({ engineKey: z.string() }),
  spinEnd: z.object({
    roundId: z.string(),
    coin: ZCoin,
    betMinor: z.number().int(),
    winMinor: z.number().int(),
    balance: ZBalance,
  }),
  closeGame: z.object({}),
  claimedGift: z.object({ coin: ZCoin, amountMinor: z.number().int() }),
  authenticationComplete: z.object({}),
  authenticationError: z.object({ message: z.string() }),
  generalError: z.object({ message: z.string() }),
  logMessage: z.object({ level: z.enum(['info', 'warn', 'error']), message: z.string() }),
} as const;

export type THostMessages = {
  [K in keyof typeof HOST_TO_GUEST]: z.infer<(typeof HOST_TO_GUEST)[K]>;
};
export type TGuestMessages = {
  [K in keyof typeof GUEST_TO_HOST]: z.infer<(typeof GUEST_TO_HOST)[K]>;
};
export type TFrameBalance = z.infer<typeof ZBalance>;

/** The envelope every message travels in. */
export const ZFrameEnvelope = z.object({
  source: z.literal(FRAME_MESSAGE_SOURCE),
  platform: z.literal(FRAME_PLATFORM),
  version: z.literal(FRAME_PROTOCOL_VERSION),
  type: z.string(),
  payload: z.unknown(),
});
export type TFrameEnvelope = z.infer<typeof ZFrameEnvelope>;

export function envelope(type: string, payload: unknown): TFrameEnvelope {
  return {
    source: FRAME_MESSAGE_SOURCE,
    platform: FRAME_PLATFORM,
    version: FRAME_PROTOCOL_VERSION,
    type,
    payload,
  };
}
