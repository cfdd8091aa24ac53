import { z } from 'zod';
import { zText } from '#src/common/text';
import { defineContract } from '#src/contract';
import { ZCoinType } from '#src/rest/wallet/wallet-state';
import { ZNumericId } from '#src/common/ids';

export const ZLaunchGameBody = z.object({
  gameId: ZNumericId,
  coin: ZCoinType,
  /** Launch kind: a normal game or a minigame (free spins, metagame). */
  type: zText().max(40).optional(),
});
export type TLaunchGameBody = z.infer<typeof ZLaunchGameBody>;

export const ZLaunchMetagame = z.object({ token: z.string(), path: z.string(), type: z.string() });

/** Spec §3 "Game launch data". */
export const ZGameLaunchData = z.object({
  gameName: z.string(),
  identifier: z.string(),
  providerName: z.string(),
  /** The game frame's address, carrying a short-lived launch token. */
  gameUrl: z.string(),
  slotGameUrl: z.string(),
  isGameUi: z.boolean(),
  metagames: z.array(ZLaunchMetagame),
});
export type TGameLaunchData = z.infer<typeof ZGameLaunchData>;

export const ZLaunchGameResponse = z.object({ data: ZGameLaunchData });
export type TLaunchGameResponse = z.infer<typeof ZLaunchGameResponse>;

export const launchGameContract = defineContract({
  method: 'POST',
  path: '/api/user/launch-game',
  summary:
    "Launch a game: its frame URL with a launch token ('Game not found', 'Game URL not found')",
  body: ZLaunchGameBody,
  response: ZLaunchGameResponse,
});
