import type { TGame, TThumbnailType } from '@casino/contracts';
import { useImpression, type TImpression } from '#src/hooks/use-impression';
import { GameCard } from '#src/features/catalogue/components/game-card';

/** A list item holding one tile, reporting its impression when seen. */
export function GameSlot({
  game,
  shape,
  isEager,
  impression,
}: {
  game: TGame;
  shape: TThumbnailType;
  isEager: boolean;
  impression: TImpression;
}) {
  const ref = useImpression<HTMLLIElement>(impression);
  return (
    <li ref={ref} className="game-slot">
      <GameCard game={game} shape={shape} isEager={isEager} />
    </li>
  );
}
