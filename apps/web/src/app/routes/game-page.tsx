import { ArrowLeft } from 'lucide-react';
import { Link, useParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import { GameStageSlot } from '#src/app/routes/game-stage-slot';
import { NotFoundView } from '#src/app/routes/not-found';

/**
 * The game page frame: a back link and the stage where the game feature mounts its launcher
 * and iframe (<GameStage gameId={…} /> from features/game, composed here).
 */
export function GamePage() {
  const { t } = useTranslation();
  const { gameId } = useParams();
  const id = Number(gameId);
  if (!Number.isInteger(id) || id <= 0) return <NotFoundView />;
  return (
    <section className="game-page" aria-labelledby="game-page-title" data-testid="game-page">
      <div className="game-page__bar">
        <Link className="cc-btn cc-btn--ghost" to="/">
          <ArrowLeft size={20} aria-hidden="true" />
          {t('game.back')}
        </Link>
        <h1 id="game-page-title" className="game-page__title">
          {t('game.title')}
        </h1>
      </div>
      <div className="game-page__stage" data-game-id={id}>
        <GameStageSlot gameId={id} />
      </div>
    </section>
  );
}

export default GamePage;
