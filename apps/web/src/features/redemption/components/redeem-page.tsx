import type { TRedeemMethod, TRedeemOtpState, TRedeemTransaction } from '@casino/contracts';
import { asAmountMinor, formatAmount } from '@casino/money';
import { Button, Spinner } from '@casino/ui';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import {
  captureBankAccount,
  createPayoutsRedeem,
  createWithdrawRequest,
  getRedeemOptionsQueryOptions,
  useRedeemRequests,
} from '#src/features/redemption/api/redemption-api';
import { RedeemOtpStep } from '#src/features/redemption/components/redeem-otp-step';
import { RedemptionRequestsPanel } from '#src/features/redemption/components/redemption-requests-panel';
import {
  amountProblem,
  feeOf,
  parseAmount,
  shownReason,
} from '#src/features/redemption/model/redeem-amount';
import { ApiError } from '#src/lib/api-client';
import { errorCopy } from '#src/lib/error-copy';
import { usePoc } from '#src/stores/poc';
import { REDEMPTION_QUERY_KEY } from '#src/stores/redemption';
import '#src/features/redemption/components/redemption.css';

function sc(amountMinor: number): string {
  return formatAmount(asAmountMinor(amountMinor), { coin: 'SC', style: 'coins' });
}

/** How the provider's bank page ended, when the player came back from it (spec §2 return URLs). */
export type TBankLinkReturn = 'linked' | 'notCompleted' | null;

type TResult =
  | { kind: 'success'; request: TRedeemTransaction }
  | { kind: 'failed'; message: string }
  | { kind: 'pending' };

/** A request waiting for its code: the one just made (with its code's state) or one found. */
interface TOtpWait {
  request: TRedeemTransaction;
  otp: TRedeemOtpState | null;
  isSendError: boolean;
}

/**
 * The redeem full-page dialog (payments §2): the redeemable balance (SC winnings only), the
 * payout method (bank, to a linked account), the amount with its minimum, maximum and fee shown
 * before the player confirms, then the confirmation result (success, failed, pending) and the
 * tracker of the player's requests. A ForceKYCError hands over to the KYC wizard.
 */
export function RedeemPage({
  bankLinkReturn,
  onWalletChanged,
  onKycRequired,
  onContactSupport,
  openExternal,
}: {
  bankLinkReturn: TBankLinkReturn;
  onWalletChanged: () => void;
  onKycRequired: () => void;
  onContactSupport: () => void;
  /** Leaves for the provider's bank page. */
  openExternal: (url: string) => void;
}) {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const amountId = useId();
  const accountId = useId();
  const options = useQuery(getRedeemOptionsQueryOptions());
  const requests = useRedeemRequests();
  const [method, setMethod] = useState<TRedeemMethod>('bank');
  const [otpWait, setOtpWait] = useState<TOtpWait | null>(null);
  const [amountText, setAmountText] = useState('');
  const [chosenAccount, setChosenAccount] = useState<string | null>(null);
  const [isBusy, setBusy] = useState(false);
  const [isKycNeeded, setKycNeeded] = useState(false);
  const [linkError, setLinkError] = useState<string | null>(null);
  const [result, setResult] = useState<TResult | null>(null);
  const [idempotencyKey, setIdempotencyKey] = useState(() => crypto.randomUUID());

  if (options.isPending) {
    return (
      <div className="redeem-page redeem-page--loading">
        <Spinner label={t('redemption.loading')} />
      </div>
    );
  }
  if (options.isError) {
    return (
      <div className="redeem-page">
        <p role="alert">{errorCopy(options.error, t)}</p>
        <Button onClick={() => void options.refetch()}>{t('redemption.retry')}</Button>
      </div>
    );
  }

  const { redeemableAmount, methods, bankAccounts, phoneEnding } = options.data;
  const bank = methods.find((rules) => rules.paymentMethodType === method);
  const isPhoneMissing = bank?.isOtpRequired === true && phoneEnding === null;
  // A request still waiting for its code (this dialog was closed, or another tab made it).
  const waiting =
    otpWait ??
    (() => {
      const found = requests.data?.find((request) => request.status === 'activation');
      return found ? { request: found, otp: null, isSendError: false } : null;
    })();
  const account = chosenAccount ?? bankAccounts[0]?.userPMId ?? null;
  const amount = parseAmount(amountText);
  const problem = bank ? amountProblem(amount, bank, redeemableAmount) : 'invalid';
  const fee = bank && amount !== null ? feeOf(bank, amount) : null;
  const isTooSmallBalance = bank !== undefined && redeemableAmount < bank.minAmount;

  const refresh = () => {
    void queryClient.invalidateQueries({ queryKey: REDEMPTION_QUERY_KEY });
    onWalletChanged();
  };

  const linkAccount = async () => {
    setLinkError(null);
    try {
      openExternal(await captureBankAccount());
    } catch (error) {
      setLinkError(errorCopy(error, t));
    }
  };

  const confirm = async () => {
    if (!bank || !account || amount === null || problem) return;
    setBusy(true);
    try {
      if (bank.isOtpRequired) {
        const answer = await createPayoutsRedeem(
          { paymentMethod: 'payouts', userPMId: account, coins: amount, paymentType: 'redeem' },
          idempotencyKey,
        );
        setOtpWait({
          request: answer.redeemRequest,
          otp: answer.confirmation.otp,
          isSendError: answer.confirmation.isOtpSendError,
        });
      } else {
        const { redeemRequest, preparationResult } = await createWithdrawRequest(
          { paymentMethodType: 'bank', userPMId: account, amount, paymentType: 'redeem' },
          idempotencyKey,
        );
        setResult({ kind: 'success', request: redeemRequest });
        // Payments §4: a validityIssue starts the card verification (POC) flow.
        if (preparationResult.status === 'validityIssue') {
          const { pocSession, status } = preparationResult.payload;
          usePoc.getState().open(status === 'pocFailed' ? 'failed' : 'redemption', pocSession);
        }
      }
      setAmountText('');
      setIdempotencyKey(crypto.randomUUID());
    } catch (error) {
      if (error instanceof ApiError && error.name === 'ForceKYCError') {
        setKycNeeded(true);
        onKycRequired();
      } else if (error instanceof ApiError && error.status < 500) {
        setResult({ kind: 'failed', message: shownReason(errorCopy(error, t)) });
        setIdempotencyKey(crypto.randomUUID());
      } else {
        // No clear answer: the same key lets a retry settle it without a second request.
        setResult({ kind: 'pending' });
      }
    } finally {
      setBusy(false);
      refresh();
    }
  };

  return (
    <div className="redeem-page" data-testid="redeem-page">
      <section className="redeem-card redeem-balance">
        <span className="redeem-balance__label">{t('redemption.balance.label')}</span>
        <strong className="redeem-balance__amount" data-testid="redeemable-balance">
          {t('redemption.balance.amount', { amount: sc(redeemableAmount) })}
        </strong>
        <span className="redeem-balance__hint">{t('redemption.balance.hint')}</span>
      </section>

      {waiting && !result ? (
        <RedeemOtpStep
          key={waiting.request.withdrawRequestId}
          request={waiting.request}
          otp={waiting.otp}
          phoneEnding={phoneEnding}
          isSendError={waiting.isSendError}
          onConfirmed={(request) => {
            setOtpWait(null);
            setResult({ kind: 'success', request });
            refresh();
          }}
          onCanceled={() => {
            setOtpWait(null);
            refresh();
          }}
        />
      ) : result ? (
        <section
          className={`redeem-card redeem-result redeem-result--${result.kind}`}
          role="status"
          data-testid={`redeem-result-${result.kind}`}
        >
          <h2>{t(`redemption.result.${result.kind}.title`)}</h2>
          <p>
            {result.kind === 'success'
              ? t('redemption.result.success.text', {
                  amount: sc(result.request.amount),
                  payout: sc(result.request.payoutAmount),
                })
              : result.kind === 'failed'
                ? result.message
                : t('redemption.result.pending.text')}
          </p>
          <div className="redeem-result__actions">
            <Button onClick={() => setResult(null)}>
              {result.kind === 'pending'
                ? t('redemption.result.pending.action')
                : t('redemption.result.again')}
            </Button>
            {result.kind === 'success' ? null : (
              <Button variant="ghost" onClick={onContactSupport}>
                {t('redemption.contactSupport')}
              </Button>
            )}
          </div>
        </section>
      ) : (
        <section className="redeem-card redeem-form" aria-labelledby={`${amountId}-title`}>
          <h2 id={`${amountId}-title`}>{t('redemption.form.title')}</h2>
          {bankLinkReturn === 'notCompleted' ? (
            <div className="redeem-notice" role="alert" data-testid="bank-not-completed">
              <p>{t('redemption.bank.notCompleted')}</p>
              <Button variant="ghost" onClick={onContactSupport}>
                {t('redemption.contactSupport')}
              </Button>
            </div>
          ) : null}
          {bankLinkReturn === 'linked' && bankAccounts.length > 0 ? (
            <p className="redeem-notice" role="status">
              {t('redemption.bank.linked')}
            </p>
          ) : null}
          {isKycNeeded ? (
            <div className="redeem-notice" role="alert" data-testid="redeem-kyc-needed">
              <p>{t('redemption.kyc.text')}</p>
              <Button variant="secondary" onClick={onKycRequired}>
                {t('redemption.kyc.action')}
              </Button>
            </div>
          ) : null}
          {bank ? (
            <>
              <fieldset className="redeem-methods">
                <legend>{t('redemption.method.label')}</legend>
                {methods.map((rules) => (
                  <label
                    key={rules.paymentMethodType}
                    className="redeem-method"
                    data-checked={rules.paymentMethodType === method}
                  >
                    <input
                      type="radio"
                      name="redeem-method"
                      value={rules.paymentMethodType}
                      checked={rules.paymentMethodType === method}
                      onChange={() => setMethod(rules.paymentMethodType)}
                    />
                    <span>{t(`redemption.method.${rules.paymentMethodType}`)}</span>
                    <small>{t(`redemption.method.${rules.paymentMethodType}Time`)}</small>
                  </label>
                ))}
              </fieldset>
              {isPhoneMissing ? (
                <p className="redeem-notice" role="alert" data-testid="redeem-phone-needed">
                  {t('redemption.method.phoneNeeded')}
                </p>
              ) : null}
              {bankAccounts.length > 0 ? (
                <div className="redeem-field">
                  <label htmlFor={accountId}>{t('redemption.bank.account')}</label>
                  <select
                    id={accountId}
                    value={account ?? ''}
                    onChange={(event) => setChosenAccount(event.target.value)}
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
                  <Button variant="ghost" onClick={() => void linkAccount()}>
                    {t('redemption.bank.linkAnother')}
                  </Button>
                </div>
              ) : (
                <div className="redeem-notice" data-testid="bank-link">
                  <p>{t('redemption.bank.linkText')}</p>
                  <Button variant="secondary" onClick={() => void linkAccount()}>
                    {t('redemption.bank.link')}
                  </Button>
                </div>
              )}
              {linkError ? <p role="alert">{linkError}</p> : null}
              <div className="redeem-field">
                <label htmlFor={amountId}>{t('redemption.amount.label')}</label>
                <input
                  id={amountId}
                  inputMode="decimal"
                  autoComplete="off"
                  value={amountText}
                  aria-describedby={`${amountId}-limits`}
                  onChange={(event) => setAmountText(event.target.value.slice(0, 16))}
                />
                <small id={`${amountId}-limits`} data-testid="redeem-limits">
                  {t('redemption.amount.limits', {
                    min: sc(bank.minAmount),
                    max: sc(bank.maxAmount),
                  })}{' '}
                  {bank.feeBasisPoints > 0
                    ? t('redemption.amount.feeWithPercent', {
                        fee: sc(bank.feeFixed),
                        percent: bank.feeBasisPoints / 100,
                      })
                    : t('redemption.amount.fee', { fee: sc(bank.feeFixed) })}
                </small>
                {isTooSmallBalance ? (
                  <p className="redeem-field__problem" data-testid="redeem-too-small">
                    {t('redemption.amount.balanceBelowMinimum', { min: sc(bank.minAmount) })}
                  </p>
                ) : amountText && problem ? (
                  <p className="redeem-field__problem" role="alert">
                    {t(`redemption.amount.problems.${problem}`, {
                      min: sc(bank.minAmount),
                      max: sc(bank.maxAmount),
                      balance: sc(redeemableAmount),
                    })}
                  </p>
                ) : null}
              </div>
              <dl className="redeem-summary" data-testid="redeem-summary">
                <div>
                  <dt>{t('redemption.summary.amount')}</dt>
                  <dd>
                    {amount !== null && !problem
                      ? t('redemption.summary.sc', { amount: sc(amount) })
                      : '—'}
                  </dd>
                </div>
                <div>
                  <dt>{t('redemption.summary.fee')}</dt>
                  <dd>
                    {fee !== null && !problem
                      ? t('redemption.summary.sc', { amount: sc(fee) })
                      : '—'}
                  </dd>
                </div>
                <div>
                  <dt>{t('redemption.summary.payout')}</dt>
                  <dd>
                    {amount !== null && fee !== null && !problem
                      ? t('redemption.summary.usd', { amount: sc(amount - fee) })
                      : '—'}
                  </dd>
                </div>
              </dl>
              <Button
                size="lg"
                isBlock
                disabled={isBusy || problem !== null || account === null || isPhoneMissing}
                onClick={() => void confirm()}
              >
                {amount !== null && !problem
                  ? t('redemption.confirm', { amount: sc(amount) })
                  : t('redemption.confirmEmpty')}
              </Button>
            </>
          ) : (
            <p role="alert">{t('redemption.method.none')}</p>
          )}
        </section>
      )}

      <section className="redeem-card" aria-labelledby={`${amountId}-tracker`}>
        <h2 id={`${amountId}-tracker`}>{t('redemption.tracker.title')}</h2>
        <RedemptionRequestsPanel onChanged={refresh} />
      </section>
    </div>
  );
}
