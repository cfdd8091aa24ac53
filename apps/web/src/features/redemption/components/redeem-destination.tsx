import type { TLinkedBankAccount, TRedeemCardOption, TRedeemMethodRules } from '@casino/contracts';
import { Button } from '@casino/ui';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { emailProblem } from '#src/features/redemption/model/redeem-amount';

/** Where the payout goes, as the player typed it (Skrill and Interac, spec §5). */
export interface TEmailDestination {
  email: string;
  name: string;
}

/**
 * Where a redemption is paid: a saved purchase card (card; decision 205), a linked bank account
 * (bank, payouts; decision 182) or an e-mail (Skrill's wallet; Interac's e-Transfer, with the
 * recipient's name; decision 138). Problems show once the player has left the field.
 */
export function RedeemDestination({
  rules,
  bankAccounts,
  cards,
  account,
  onAccount,
  onLinkAccount,
  destination,
  onDestination,
}: {
  rules: TRedeemMethodRules;
  bankAccounts: TLinkedBankAccount[];
  cards: TRedeemCardOption[];
  /** The chosen account or card (its userPMId). */
  account: string | null;
  onAccount: (userPMId: string) => void;
  onLinkAccount: () => void;
  destination: TEmailDestination;
  onDestination: (destination: TEmailDestination) => void;
}) {
  const { t } = useTranslation();
  const fieldId = useId();
  const [touched, setTouched] = useState({ email: false, name: false });
  const method = rules.paymentMethodType;

  if (rules.isEmailRequired) {
    const problem = touched.email ? emailProblem(destination.email) : null;
    const isNameMissing = method === 'interac' && touched.name && destination.name.trim() === '';
    return (
      <>
        <div className="redeem-field">
          <label htmlFor={`${fieldId}-email`}>{t(`redemption.email.label.${method}`)}</label>
          <input
            id={`${fieldId}-email`}
            type="email"
            inputMode="email"
            autoComplete="email"
            maxLength={254}
            value={destination.email}
            aria-invalid={problem !== null}
            aria-describedby={`${fieldId}-email-hint${problem ? ` ${fieldId}-email-problem` : ''}`}
            data-testid="redeem-email"
            onChange={(event) => onDestination({ ...destination, email: event.target.value })}
            onBlur={() => setTouched((current) => ({ ...current, email: true }))}
          />
          <small id={`${fieldId}-email-hint`}>{t(`redemption.email.hint.${method}`)}</small>
          {problem ? (
            <p id={`${fieldId}-email-problem`} className="redeem-field__problem" role="alert">
              {t(`redemption.email.problems.${problem}`)}
            </p>
          ) : null}
        </div>
        {method === 'interac' ? (
          <div className="redeem-field">
            <label htmlFor={`${fieldId}-name`}>{t('redemption.email.name')}</label>
            <input
              id={`${fieldId}-name`}
              autoComplete="name"
              maxLength={80}
              value={destination.name}
              aria-invalid={isNameMissing}
              data-testid="redeem-name"
              onChange={(event) => onDestination({ ...destination, name: event.target.value })}
              onBlur={() => setTouched((current) => ({ ...current, name: true }))}
            />
            {isNameMissing ? (
              <p className="redeem-field__problem" role="alert">
                {t('redemption.email.problems.nameRequired')}
              </p>
            ) : null}
          </div>
        ) : null}
      </>
    );
  }

  if (method === 'card') {
    return (
      <div className="redeem-field">
        <label htmlFor={`${fieldId}-card`}>{t('redemption.card.label')}</label>
        <select
          id={`${fieldId}-card`}
          value={account ?? ''}
          aria-describedby={`${fieldId}-card-hint`}
          data-testid="redeem-card"
          onChange={(event) => onAccount(event.target.value)}
        >
          {cards.map((card) => (
            <option key={card.userPMId} value={card.userPMId}>
              {t('redemption.card.option', {
                brand: t(`store.savedCards.brands.${card.brand}`),
                lastDigits: card.lastFour,
                month: String(card.expiryMonth).padStart(2, '0'),
                year: card.expiryYear,
              })}
            </option>
          ))}
        </select>
        <small id={`${fieldId}-card-hint`}>{t('redemption.card.hint')}</small>
      </div>
    );
  }

  if (bankAccounts.length === 0) {
    return (
      <div className="redeem-notice" data-testid="bank-link">
        <p>{t('redemption.bank.linkText')}</p>
        <Button variant="secondary" onClick={onLinkAccount}>
          {t('redemption.bank.link')}
        </Button>
      </div>
    );
  }
  return (
    <div className="redeem-field">
      <label htmlFor={`${fieldId}-account`}>{t('redemption.bank.account')}</label>
      <select
        id={`${fieldId}-account`}
        value={account ?? ''}
        onChange={(event) => onAccount(event.target.value)}
      >
        {bankAccounts.map((linked) => (
          <option key={linked.userPMId} value={linked.userPMId}>
            {t('redemption.bank.accountOption', {
              bank: linked.bankName,
              last4: linked.accountNumberLast4,
            })}
          </option>
        ))}
      </select>
      <Button variant="ghost" onClick={onLinkAccount}>
        {t('redemption.bank.linkAnother')}
      </Button>
    </div>
  );
}
