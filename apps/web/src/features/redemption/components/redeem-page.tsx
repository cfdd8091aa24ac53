import type {
  TPreparationResult,
  TRedeemMethod,
  TRedeemMethodRules,
  TRedeemOtpState,
  TRedeemTransaction,
} from '@casino/contracts';
import { Button, Spinner } from '@casino/ui';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import {
  captureBankAccount,
  createPayoutSkrill,
  createPayoutsRedeem,
  createWithdrawRequest,
  getRedeemCardsQueryOptions,
  getRedeemOptionsQueryOptions,
  requestInteracRedeem,
  useRedeemRequests,
} from '#src/features/redemption/api/redemption-api';
import {
  RedeemDestination,
  type TEmailDestination,
} from '#src/features/redemption/components/redeem-destination';
import { RedeemOtpStep } from '#src/features/redemption/components/redeem-otp-step';
import { RedeemSummary } from '#src/features/redemption/components/redeem-summary';
import { RedemptionRequestsPanel } from '#src/features/redemption/components/redemption-requests-panel';
import {
  amountProblem,
  emailProblem,
  parseAmount,
  shownReason,
} from '#src/features/redemption/model/redeem-amount';
import { sc } from '#src/features/redemption/model/redeem-format';
import { ApiError } from '#src/lib/api-client';
import { errorCopy } from '#src/lib/error-copy';
import { usePoc } from '#src/stores/poc';
import { REDEMPTION_QUERY_KEY } from '#src/stores/redemption';
import '#src/features/redemption/components/redemption.css';

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
 * Where the request is paid is complete: an account or a card (its userPMId) for bank methods
 * and card, an e-mail (and name) otherwise.
 */
function isDestinationReady(
  rules: TRedeemMethodRules,
  account: string | null,
  destination: TEmailDestination,
): boolean {
  if (!rules.isEmailRequired) return account !== null;
  if (emailProblem(destination.email) !== null) return false;
  return rules.paymentMethodType !== 'interac' || destination.name.trim() !== '';
}

/** The method's fee in words: fixed, a percentage, both, or none. */
function feeText(rules: TRedeemMethodRules, t: ReturnType<typeof useTranslation>['t']): string {
  const percent = rules.feeBasisPoints / 100;
  if (rules.feeBasisPoints === 0) {
    return rules.feeFixed === 0
      ? t('redemption.amount.noFee')
      : t('redemption.amount.fee', { fee: sc(rules.feeFixed) });
  }
  return rules.feeFixed === 0
    ? t('redemption.amount.feePercent', { percent })
    : t('redemption.amount.feeWithPercent', { fee: sc(rules.feeFixed), percent });
}

/** The answer of a confirmed request: made at once, or waiting for its code. */
type TConfirmed =
  | { kind: 'made'; request: TRedeemTransaction; preparationResult?: TPreparationResult }
  | {
      kind: 'code';
      request: TRedeemTransaction;
      otp: TRedeemOtpState | null;
      isSendError: boolean;
    };

/** Makes the request by the method's own call (spec §7; decisions 182, 198, 138). */
async function requestRedeem(
  method: TRedeemMethod,
  input: { amount: number; account: string | null; destination: TEmailDestination },
  idempotencyKey: string,
): Promise<TConfirmed> {
  const userPMId = input.account ?? '';
  const email = input.destination.email.trim();
  switch (method) {
    case 'bank':
    case 'card': {
      const { redeemRequest, preparationResult } = await createWithdrawRequest(
        { paymentMethodType: method, userPMId, amount: input.amount, paymentType: 'redeem' },
        idempotencyKey,
      );
      return { kind: 'made', request: redeemRequest, preparationResult };
    }
    case 'interac': {
      const { redeemRequest, preparationResult } = await requestInteracRedeem(
        { coins: input.amount, email, name: input.destination.name.trim() },
        idempotencyKey,
      );
      return { kind: 'made', request: redeemRequest, preparationResult };
    }
    case 'payouts':
    case 'skrill': {
      const answer =
        method === 'payouts'
          ? await createPayoutsRedeem(
              { paymentMethod: 'payouts', userPMId, coins: input.amount, paymentType: 'redeem' },
              idempotencyKey,
            )
          : await createPayoutSkrill(
              { skrillConsumerId: email, coins: input.amount },
              idempotencyKey,
            );
      return {
        kind: 'code',
        request: answer.redeemRequest,
        otp: answer.confirmation.otp,
        isSendError: answer.confirmation.isOtpSendError,
      };
    }
  }
}

/** Payments §4: a validityIssue starts the card verification (POC) flow (decisions 135, 206). */
function startCardCheck(preparationResult: TPreparationResult | undefined): void {
  if (preparationResult?.status !== 'validityIssue') return;
  const { pocSession, status } = preparationResult.payload;
  usePoc.getState().open(status === 'pocFailed' ? 'failed' : 'redemption', pocSession);
}

/**
 * The redeem full-page dialog (payments §2): the redeemable balance (SC winnings only), the
 * payout method (back to a saved purchase card, bank or payouts to a linked account, Skrill or
 * Interac to an e-mail; card only when the player has a saved card to pay back to), the
 * amount with its minimum, maximum and fee shown before the player confirms, the code step
 * where the method needs one, then the confirmation result (success, failed, pending) and the
 * tracker of the player's requests. A ForceKYCError hands over to the KYC wizard.
 */
export function RedeemPage({
  bankLinkReturn,
  defaultPayoutName,
  onWalletChanged,
  onKycRequired,
  onVerifyPhone,
  onContactSupport,
  openExternal,
}: {
  bankLinkReturn: TBankLinkReturn;
  /** The player's name as the profile has it, offered for an Interac transfer. */
  defaultPayoutName: string;
  onWalletChanged: () => void;
  onKycRequired: () => void;
  /** Opens the phone verification (a method that needs a code by text, decision 198). */
  onVerifyPhone: () => void;
  onContactSupport: () => void;
  /** Leaves for the provider's bank page. */
  openExternal: (url: string) => void;
}) {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const amountId = useId();
  const options = useQuery(getRedeemOptionsQueryOptions());
  const cards = useQuery(getRedeemCardsQueryOptions());
  const requests = useRedeemRequests();
  const [method, setMethod] = useState<TRedeemMethod>('bank');
  const [otpWait, setOtpWait] = useState<TOtpWait | null>(null);
  const [amountText, setAmountText] = useState('');
  const [chosenAccount, setChosenAccount] = useState<string | null>(null);
  const [chosenCard, setChosenCard] = useState<string | null>(null);
  const [destination, setDestination] = useState<TEmailDestination>({
    email: '',
    name: defaultPayoutName,
  });
  const [isBusy, setBusy] = useState(false);
  const [isKycNeeded, setKycNeeded] = useState(false);
  const [linkError, setLinkError] = useState<string | null>(null);
  const [result, setResult] = useState<TResult | null>(null);
  const [idempotencyKey, setIdempotencyKey] = useState(() => crypto.randomUUID());

  if (options.isPending || cards.isPending) {
    return (
      <div className="redeem-page redeem-page--loading">
        <Spinner label={t('redemption.loading')} />
      </div>
    );
  }
  if (options.isError || cards.isError) {
    return (
      <div className="redeem-page">
        <p role="alert">{errorCopy(options.error ?? cards.error, t)}</p>
        <Button onClick={() => void Promise.all([options.refetch(), cards.refetch()])}>
          {t('redemption.retry')}
        </Button>
      </div>
    );
  }

  const { redeemableAmount, bankAccounts, phoneEnding } = options.data;
  // A card redemption pays back to a saved card only: without one the method is not offered.
  const methods = options.data.methods.filter(
    (rules) => rules.paymentMethodType !== 'card' || cards.data.length > 0,
  );
  const account =
    method === 'card'
      ? (chosenCard ?? cards.data[0]?.userPMId ?? null)
      : (chosenAccount ?? bankAccounts[0]?.userPMId ?? null);
  const bank = methods.find((rules) => rules.paymentMethodType === method);
  const isPhoneMissing = bank?.isOtpRequired === true && phoneEnding === null;
  const isDestinationMissing = !bank || !isDestinationReady(bank, account, destination);
  // A request still waiting for its code (this dialog was closed, or another tab made it).
  const waiting =
    otpWait ??
    (() => {
      const found = requests.data?.find((request) => request.status === 'activation');
      return found ? { request: found, otp: null, isSendError: false } : null;
    })();
  const amount = parseAmount(amountText);
  const problem = bank ? amountProblem(amount, bank, redeemableAmount) : 'invalid';
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
    if (!bank || isDestinationMissing || amount === null || problem) return;
    setBusy(true);
    try {
      const answer = await requestRedeem(method, { amount, account, destination }, idempotencyKey);
      setKycNeeded(false);
      if (answer.kind === 'code') {
        setOtpWait({ request: answer.request, otp: answer.otp, isSendError: answer.isSendError });
      } else {
        setResult({ kind: 'success', request: answer.request });
        startCardCheck(answer.preparationResult);
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
          onConfirmed={(request, preparationResult) => {
            setOtpWait(null);
            setResult({ kind: 'success', request });
            startCardCheck(preparationResult);
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
                  context: result.request.payoutCurrencyCode,
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
                <div className="redeem-notice" role="alert" data-testid="redeem-phone-needed">
                  <p>{t('redemption.method.phoneNeeded')}</p>
                  <Button variant="secondary" onClick={onVerifyPhone}>
                    {t('redemption.method.verifyPhone')}
                  </Button>
                </div>
              ) : null}
              <RedeemDestination
                key={method}
                rules={bank}
                bankAccounts={bankAccounts}
                cards={cards.data}
                account={account}
                onAccount={method === 'card' ? setChosenCard : setChosenAccount}
                onLinkAccount={() => void linkAccount()}
                destination={destination}
                onDestination={setDestination}
              />
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
                  {feeText(bank, t)}
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
              <RedeemSummary rules={bank} amount={amount !== null && !problem ? amount : null} />
              <Button
                size="lg"
                isBlock
                disabled={isBusy || problem !== null || isDestinationMissing || isPhoneMissing}
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
        <RedemptionRequestsPanel
          onChanged={refresh}
          cancelShownElsewhereFor={waiting && !result ? waiting.request.withdrawRequestId : null}
        />
      </section>
    </div>
  );
}
