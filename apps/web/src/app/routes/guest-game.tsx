import type { TGame } from '@casino/contracts';
import { Button } from '@casino/ui';
import { useTranslation } from 'react-i18next';
import { openDialog } from '#src/stores/dialogs';

/**
 * What a guest meets on a game page: the game's art, its name and studio, and an invitation to
 * sign up or log in. The game itself launches only for a signed-in player.
 */
export function GuestGame({ game }: { game: TGame | undefined }) {
  const { t } = useTranslation();
  return (
    <div className="guest-game" data-testid="guest-game">
      {game ? (
        <img
          className="guest-game__art"
          src={game.thumbnails.thumbnailHrUrl}
          alt={t('game.guestArtAlt', { name: game.name })}
          width={320}
          height={320}
        />
      ) : null}
      <div className="guest-game__pitch">
        {game ? (
          <p className="guest-game__studio">
            {t('game.guestStudio', { provider: game.masterCasinoProvider.name })}
          </p>
        ) : null}
        <p className="guest-game__text">
          {game ? t('game.guestInvite', { name: game.name }) : t('game.guestInviteAny')}
        </p>
        <div className="guest-game__actions">
          <Button size="lg" onClick={() => openDialog('signup')}>
            {t('landing.signUp')}
          </Button>
          <Button size="lg" variant="secondary" onClick={() => openDialog('login')}>
            {t('landing.logIn')}
          </Button>
        </div>
      </div>
    </div>
  );
}
