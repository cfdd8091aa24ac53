import { z } from 'zod';
import { zText } from '#src/common/text';
import { defineContract } from '#src/contract';

export const ZGameInfoPaytableRow = z.object({
  symbol: z.string(),
  /** Pays by match count, in hundredths of the total bet. */
  pays: z.array(
    z.object({ count: z.number().int().min(1), multiplierHundredths: z.number().int() }),
  ),
});

/** What a game frame shows before betting: its reels, paytable, rules, bet levels and figures. */
export const ZGameInfo = z.object({
  engineKey: z.string(),
  title: z.string(),
  rows: z.number().int().min(0),
  /** The real reel strips, for reels that spin on them; empty for non-reel games. */
  strips: z.array(z.array(z.string())),
  paylines: z.array(z.array(z.number().int())),
  paytable: z.array(ZGameInfoPaytableRow),
  rules: z.array(z.string()),
  betLevelsMinor: z.object({ GC: z.array(z.number().int()), SC: z.array(z.number().int()) }),
  /** Published figures; games with player choices give the lowest and highest over them. */
  figures: z.object({
    rtp: z.number(),
    rtpMax: z.number(),
    rtpMethod: z.enum(['exact', 'simulation']),
    hitRate: z.number(),
    hitRateMax: z.number(),
    maxWinMultiplier: z.number(),
    volatility: z.string(),
  }),
});
export type TGameInfo = z.infer<typeof ZGameInfo>;

export const ZGetGameInfoParams = z.object({ engineKey: zText().min(1).max(40) });
/** A themed title's key (the catalogue game's variantKey): its own name and paytable rows. */
export const ZGetGameInfoQuery = z.object({ variant: zText().min(1).max(60).optional() });
export const getGameInfoContract = defineContract({
  method: 'GET',
  path: '/api/rgs/games/:engineKey',
  summary: "A game engine's rules, paytable, reel strips, bet levels and published figures",
  params: ZGetGameInfoParams,
  query: ZGetGameInfoQuery,
  response: z.object({ data: ZGameInfo }),
});
