import type { TGame, TThumbnailType } from '@casino/contracts';
import { useImpression, type TImpression } from '#src/hooks/use-impression';
import { GameCard, type TTileSettings } from '#src/features/catalogue/components/game-card';

/** A list item holding one tile, reporting its impression when seen. */
export function GameSlot({
  game,
  shape,
  isEager,
  isArtDeferred = false,
  impression,
  isOnboardingTarget = false,
  hasLabels,
  locale,
}: {
  game: TGame;
  shape: TThumbnailType;
  isEager: boolean;
  isArtDeferred?: boolean;
  impression: TImpression;
  /** The game onboarding's START_GAME points at. */
  isOnboardingTarget?: boolean;
} & TTileSettings) {
  const ref = useImpression<HTMLLIElement>(impression);
  return (
    <li
      ref={ref}
      className="game-slot"
      data-onboarding-target={isOnboardingTarget ? 'start-game' : undefined}
    >
      <GameCard
        game={game}
        shape={shape}
        isEager={isEager}
        isArtDeferred={isArtDeferred}
        hasLabels={hasLabels}
        locale={locale}
      />
    </li>
  );
}
