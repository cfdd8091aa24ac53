import type { TGameLaunchData, TLaunchGameBody } from '@casino/contracts';
import type { TPrincipal } from '#src/plugins/app/access-policy';
import type { TRgsService } from '#src/modules/rgs/rgs.service';

/** Where the server serves each game UI build (see the static plugin in rgs.static.ts). */
export const GAME_UI_BASE_PATH = '/games-ui';

/**
 * Game launch (spec §4 "Game launch", §7 launch-game). The frame URL carries a short-lived ID
 * token bound to the player's session: the frame authenticates its round calls with it, and the
 * lobby hands it a fresh one (the custom auth token message) before it expires.
 * Raises GameNotFoundError ('Game not found') and GameUrlNotFoundError ('Game URL not found').
 */
export function createLaunchService(deps: {
  rgs: Pick<TRgsService, 'resolveGame'>;
  issueIdToken: (userId: string, sessionId: string) => Promise<{ token: string }>;
}) {
  return {
    async launch(principal: TPrincipal, body: TLaunchGameBody): Promise<TGameLaunchData> {
      const { game, rgsGame } = await deps.rgs.resolveGame(body.gameId);
      const { token } = await deps.issueIdToken(principal.userId, principal.sessionId);
      const query = new URLSearchParams({
        gameId: String(game.masterCasinoGameId),
        coin: body.coin,
        name: game.name,
        token,
        ...(body.type ? { type: body.type } : {}),
      });
      const variant = game.variantKey ? rgsGame.variants.get(game.variantKey) : undefined;
      if (game.variantKey && variant) {
        query.set('variant', game.variantKey);
        query.set('art', variant.artKey);
      }
      const gameUrl = `${GAME_UI_BASE_PATH}/${rgsGame.math.engineKey}/?${query.toString()}`;
      return {
        gameName: game.name,
        identifier: game.identifier,
        providerName: game.masterCasinoProvider.name,
        gameUrl,
        slotGameUrl: gameUrl,
        isGameUi: true,
        metagames: [],
      };
    },
  };
}
export type TLaunchService = ReturnType<typeof createLaunchService>;
