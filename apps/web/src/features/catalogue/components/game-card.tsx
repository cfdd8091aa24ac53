import type { TGame, TThumbnailType } from '@casino/contracts';
import type { TLocale } from '@casino/money';
import { GameTile } from '@casino/ui';
import type { MouseEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { useCoinType } from '#src/stores/coin-type';
import { useFlag } from '#src/lib/feature-flags';
import { useRecentlyPlayed } from '#src/stores/recently-played';
import { thumbnailFor, toTileJackpot } from '#src/features/catalogue/components/game-presentation';
import { toTileLabels } from '#src/lib/game-labels';

/**
 * What every tile of a list shares: the game_labels_feat flag and the locale. A list reads them
 * once and hands them to its tiles; a flag read per tile was a query observer per tile, the
 * largest part of a lobby row's first render.
 */
export interface TTileSettings {
  hasLabels: boolean;
  locale: TLocale;
}

export function useTileSettings(): TTileSettings {
  const { i18n } = useTranslation();
  const hasLabels = useFlag('game_labels_feat') === true;
  return { hasLabels, locale: i18n.language as TLocale };
}

export interface TGameCardProps extends TTileSettings {
  game: TGame;
  shape: TThumbnailType;
  isEager?: boolean;
  /** The art waits until its carousel page comes near (see GameCarousel). */
  isArtDeferred?: boolean;
}

/** A game in the lobby: starting it remembers it as recently played and opens /games/{id}. */
export function GameCard({
  game,
  shape,
  isEager = false,
  isArtDeferred = false,
  hasLabels,
  locale,
}: TGameCardProps) {
  const coinType = useCoinType((state) => state.coinType);
  const addPlayedGame = useRecentlyPlayed((state) => state.addPlayedGame);
  const navigate = useNavigate();
  const href = `/games/${game.masterCasinoGameId}`;
  const art = thumbnailFor(game, shape);

  const handleActivate = (event: MouseEvent<HTMLAnchorElement>) => {
    if (event.metaKey || event.ctrlKey || event.shiftKey || event.button !== 0) return;
    event.preventDefault();
    addPlayedGame(game.masterCasinoGameId);
    void navigate(href);
  };

  return (
    <GameTile
      name={game.name}
      providerName={game.masterCasinoProvider.name}
      imageUrl={art.url}
      imageHrUrl={art.hrUrl}
      shape={shape}
      href={href}
      labels={hasLabels ? toTileLabels(game.gameLabels, coinType) : []}
      jackpot={toTileJackpot(game, coinType, locale)}
      isEager={isEager}
      isArtDeferred={isArtDeferred}
      onActivate={handleActivate}
    />
  );
}
