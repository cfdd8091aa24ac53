import '#src/features/store/components/saved-cards-panel.css';
import type { TSavedCard } from '@casino/contracts';
import { Button, Spinner } from '@casino/ui';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useDeleteSavedCard } from '#src/features/store/api/delete-saved-card';
import { useSavedCards } from '#src/features/store/api/get-saved-cards';

/** One saved card: what the player recognises it by, and its removal behind a confirmation. */
function SavedCardRow({ card }: { card: TSavedCard }) {
  const { t } = useTranslation();
  const [isConfirming, setIsConfirming] = useState(false);
  const remove = useDeleteSavedCard();
  const names = {
    brand: t(`store.savedCards.brands.${card.card.brand}`),
    lastDigits: card.card.lastDigits,
  };
  const expiry = t('store.savedCards.expires', {
    month: String(card.card.cardExpiry.month).padStart(2, '0'),
    year: String(card.card.cardExpiry.year).slice(-2),
  });
  return (
    <li className="saved-card" data-testid="account-saved-card">
      <div className="saved-card__facts">
        <span className="saved-card__name">{t('store.savedCards.card', names)}</span>
        <span className="account-hint">
          {expiry} · {card.card.holderName}
        </span>
      </div>
      {isConfirming ? (
        <div className="saved-card__confirm" role="group" aria-label={t('store.savedCards.remove')}>
          <p>{t('store.savedCards.removeConfirm', names)}</p>
          <div className="account-actions">
            <Button
              variant="destructive"
              disabled={remove.isPending}
              onClick={() => remove.mutate(card.paymentHandleId)}
            >
              {t('store.savedCards.removeYes')}
            </Button>
            <Button
              variant="secondary"
              disabled={remove.isPending}
              onClick={() => {
                remove.reset();
                setIsConfirming(false);
              }}
            >
              {t('store.savedCards.removeNo')}
            </Button>
          </div>
        </div>
      ) : (
        <Button variant="secondary" onClick={() => setIsConfirming(true)}>
          {t('store.savedCards.remove')}
        </Button>
      )}
      {remove.isError ? (
        <p className="account-error" role="alert">
          {t('store.savedCards.removeFailed')}
        </p>
      ) : null}
    </li>
  );
}

/**
 * Saved cards in the account area: the cards the player chose to save at checkout (decision
 * 196), each with its removal. Card data never comes here: the list holds the processor's handle,
 * brand, last four digits, expiry and holder only.
 */
export function SavedCardsPanel() {
  const { t } = useTranslation();
  const { data: cards, isError, refetch } = useSavedCards();
  return (
    <section className="account-card saved-cards" data-testid="account-saved-cards">
      <h3>{t('store.savedCards.title')}</h3>
      {isError ? (
        <div role="alert">
          <p className="account-error">{t('store.savedCardsAccount.loadFailed')}</p>
          <Button variant="secondary" onClick={() => void refetch()}>
            {t('store.retry')}
          </Button>
        </div>
      ) : !cards ? (
        <Spinner label={t('shell.loading')} />
      ) : cards.length === 0 ? (
        <p className="account-hint">{t('store.savedCardsAccount.none')}</p>
      ) : (
        <>
          <p className="account-hint">{t('store.savedCardsAccount.intro')}</p>
          <ul className="saved-cards__list">
            {cards.map((card) => (
              <SavedCardRow key={card.paymentHandleId} card={card} />
            ))}
          </ul>
        </>
      )}
    </section>
  );
}
