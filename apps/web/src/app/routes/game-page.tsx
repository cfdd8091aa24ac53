import { ArrowLeft } from 'lucide-react';
import { Link, useParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import { GameStageSlot } from '#src/app/routes/game-stage-slot';
import { GuestGame } from '#src/app/routes/guest-game';
import { NotFoundView } from '#src/app/routes/not-found';
import { useGamesByIds } from '#src/features/catalogue/api/get-games-by-ids';
import { useIsAuthorized } from '#src/hooks/use-is-authorized';
import { useAuthStatus } from '#src/stores/auth-status';

/**
 * The game page frame: a back link, the game's name, and the stage where the game feature
 * mounts its launcher and iframe (<GameStage gameId={…} /> from features/game, composed here).
 * A guest gets the game's card and an invitation to sign up instead of the stage.
 */
export function GamePage() {
  const { t } = useTranslation();
  const { gameId } = useParams();
  const id = Number(gameId);
  const isValidId = Number.isInteger(id) && id > 0;
  const games = useGamesByIds(isValidId ? [id] : []);
  const isAuthResolved = useAuthStatus((state) => state.isAuthResolved);
  const isAuthorized = useIsAuthorized();
  if (!isValidId) return <NotFoundView />;
  return (
    <section className="game-page" aria-labelledby="game-page-title" data-testid="game-page">
      <div className="game-page__bar">
        <Link className="cc-btn cc-btn--ghost" to="/">
          <ArrowLeft size={20} aria-hidden="true" />
          {t('game.back')}
        </Link>
        <h1 id="game-page-title" className="game-page__title">
          {games.data?.[0]?.name ?? t('game.title')}
        </h1>
      </div>
      <div className="game-page__stage" data-game-id={id}>
        {isAuthorized ? (
          <GameStageSlot gameId={id} />
        ) : isAuthResolved ? (
          <GuestGame game={games.data?.[0]} />
        ) : null}
      </div>
    </section>
  );
}

export default GamePage;
