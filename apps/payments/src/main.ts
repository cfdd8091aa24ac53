import type { TOpenOrder, TSavedCard } from '@casino/contracts';
import { createPaymentsGuest, listenForThreeDsResult } from '@casino/frame-sdk';
import {
  applePayRequest,
  applePaySessionOf,
  isSilentApplePayFailure,
  runApplePay,
} from '#src/apple-pay';
import { groupCardNumber, readCard, type TCardFields } from '#src/card-form';
import {
  CardRefusedError,
  challengeUrlOf,
  tokeniseCard,
  tokeniseSavedCard,
  type TPaymentHandle,
} from '#src/card-processor';
import { CasinoApiError, createCasinoApi } from '#src/casino-api';
import { COPY, METHOD_COPY, PROVIDER_CODE_COPY, SAVED_CARDS_COPY } from '#src/copy';
import { readFrameParams, type TFrameParams } from '#src/params';
import { cvvOnlyDialog, savedCardsSection } from '#src/saved-cards-view';
import { field, h, packageSummary, priceText } from '#src/view';
import './styles.css';

const casinoOrigin =
  document.querySelector<HTMLMetaElement>('meta[name="casino-origin"]')?.content ?? '';
const app = document.getElementById('app') as HTMLElement;

let idToken = '';
/** What the host offers beside the card (its authenticate message). */
let paymentMethods: readonly string[] = ['card'];
const api = createCasinoApi(casinoOrigin, () => idToken);
const guest = createPaymentsGuest({
  hostOrigin: casinoOrigin,
  onMessage: (message) => {
    switch (message.type) {
      case 'authenticate':
        idToken = message.idToken;
        paymentMethods = message.paymentMethods;
        onAuthenticated?.();
        return;
      case 'window-resize':
        document.body.classList.toggle('is-mobile', message.isMobile);
        return;
    }
  },
});
let onAuthenticated: (() => void) | undefined;

/** The host sizes the frame to what it shows (flow size-change). */
new ResizeObserver(() => {
  guest.send({ class: 'flow', type: 'size-change', height: Math.ceil(app.scrollHeight + 2) });
}).observe(app);

function show(...children: (Node | string)[]): void {
  app.replaceChildren(...children);
}

function showBusy(text: string): void {
  show(h('div', { class: 'busy', role: 'status' }, h('span', { class: 'spinner' }), text));
}

/** Words for a refused purchase: the provider code's copy, else the server's message. */
function failureMessage(error: CasinoApiError): string {
  const details = error.details as { code?: unknown } | null;
  const code = typeof details?.code === 'string' ? details.code : '';
  return PROVIDER_CODE_COPY[code] ?? error.message;
}

async function challenge(order: TOpenOrder, url: string): Promise<void> {
  const frame = h('iframe', {
    class: 'three-ds',
    src: url,
    title: COPY.threeDsTitle,
  }) as HTMLIFrameElement;
  show(h('h1', {}, COPY.threeDsTitle), h('p', { class: 'muted' }, COPY.threeDsText), frame);
  await new Promise<void>((resolve) => {
    const stop = listenForThreeDsResult({
      frame,
      processorOrigin: new URL(order.tokenisation.url).origin,
      onResult: () => {
        stop();
        resolve();
      },
    });
  });
}

/** How the order's card is tokenised, and where to go back to (with the processor's refusal). */
interface TPaySource {
  tokenise: (order: TOpenOrder) => Promise<TPaymentHandle>;
  saveCard: boolean;
  back: (refusal?: string) => void;
}

async function pay(params: TFrameParams, source: TPaySource): Promise<void> {
  showBusy(COPY.paying);
  try {
    const order = await api.openOrder(params.packageId, params.storeType);
    const handle = await source.tokenise(order);
    const challengeUrl = challengeUrlOf(handle);
    // The server decides after a challenge too: a failed one is refused with its code (5051).
    if (challengeUrl) await challenge(order, challengeUrl);
    showBusy(COPY.paying);
    const details = await api.proceedPayment({
      packageId: params.packageId,
      merchantRefNum: order.merchantRefNum,
      paymentHandleToken: handle.paymentHandleToken,
      platform: params.platform,
      storeType: params.storeType,
      eventTriggerData: params.eventTriggerData,
      saveCard: source.saveCard,
    });
    guest.send({
      class: 'flow',
      type: 'success',
      amount: params.amount,
      transactionId: details.transactionId,
      isFirstDeposit: details.isFirstDeposit,
      paymentMethod: 'card',
    });
  } catch (error) {
    if (error instanceof CardRefusedError) {
      source.back(error.message);
      return;
    }
    source.back();
    reportFailure(error);
  }
}

/** A refused purchase call, told to the host as §8 says (its dialogs show it). */
function reportFailure(error: unknown): void {
  if (!(error instanceof CasinoApiError)) {
    guest.send({ class: 'fail', type: 'general', details: { message: COPY.unreachable } });
    return;
  }
  if (error.name === 'PurchaseLimitExceededError') {
    guest.send({ class: 'fail', type: 'limit-reached', details: { message: error.message } });
    return;
  }
  if (error.name === 'ForceKYCError') {
    guest.send({ class: 'fail', type: 'kyc-required', details: { message: error.message } });
    return;
  }
  if (error.name === 'AvsCheckFailedError') {
    guest.send({ class: 'fail', type: 'address-required', details: { message: error.message } });
    return;
  }
  guest.send({
    class: 'fail',
    type: 'general',
    details: { message: failureMessage(error), isHandled: false },
  });
}

/**
 * Apple Pay above the card step, only where the browser can pay with it (ApplePaySession and
 * canMakePayments) and the host offers it (flag payment_methods, `apple_pay`).
 */
function applePayButton(params: TFrameParams, back: () => void): HTMLElement[] {
  const Session = applePaySessionOf(window);
  if (!Session || !paymentMethods.includes('apple_pay')) return [];
  const button = h('button', { type: 'button', class: 'apple-pay', lang: 'en' }, COPY.applePay);
  button.addEventListener('click', () => {
    // The sheet must open within the click itself (Safari's rule): no await before it.
    const purchase = runApplePay(Session, applePayRequest(params), {
      validateMerchant: (validationURL) => api.verifyMerchantApplePay(validationURL),
      purchase: (payment) => {
        showBusy(COPY.paying);
        return api.purchaseApplePay({
          payload: payment.token,
          billingAddress: payment.billingContact,
          packageId: params.packageId,
          price: params.amount,
          platform: params.platform,
          eventTriggerData: params.eventTriggerData,
        });
      },
    });
    purchase.then(
      (details) =>
        guest.send({
          class: 'flow',
          type: 'success',
          amount: params.amount,
          transactionId: details.transactionId,
          isFirstDeposit: details.isFirstDeposit,
          paymentMethod: 'apple_pay',
        }),
      (error: unknown) => {
        back();
        if (!isSilentApplePayFailure(error)) reportFailure(error);
      },
    );
  });
  return [button, h('p', { class: 'or-card' }, COPY.orCard)];
}

type TMethod = keyof typeof METHOD_COPY;

/** Card, bank transfer and Skrill side by side, when the host offers more than the card. */
function methodTabs(params: TFrameParams, current: TMethod): HTMLElement | string {
  const offered = (['card', 'bank', 'skrill'] as const).filter(
    (method) => method === 'card' || paymentMethods.includes(method),
  );
  if (offered.length < 2) return '';
  const group = h('div', { class: 'methods', role: 'group', 'aria-label': COPY.methodsLabel });
  for (const method of offered) {
    const tab = h(
      'button',
      { type: 'button', class: 'method', 'aria-pressed': String(method === current) },
      METHOD_COPY[method].tab,
    );
    tab.addEventListener('click', () => {
      if (method === current) return;
      if (method === 'card') void renderPaymentStep(params);
      else renderRedirect(params, method);
    });
    group.append(tab);
  }
  return group;
}

/** The bank or Skrill step: a word on what happens, and the way to the provider's page. */
function renderRedirect(params: TFrameParams, method: 'bank' | 'skrill'): void {
  const go = h('button', { type: 'button', class: 'primary' }, METHOD_COPY[method].go);
  go.addEventListener('click', () => void redirect(params, method));
  const cancel = h('button', { type: 'button', class: 'secondary' }, COPY.cancel);
  cancel.addEventListener('click', () => guest.send({ action: 'close' }));
  show(
    h('h1', {}, COPY.title),
    packageSummary(params),
    methodTabs(params, method),
    h('p', { class: 'method-text' }, METHOD_COPY[method].text),
    h('div', { class: 'actions' }, go, cancel),
  );
}

/**
 * Starts the bank or Skrill purchase and hands the provider's page to the host (flow redirect;
 * Skrill's session first, skrillSessionStarted): the host sends the whole window there, and the
 * provider sends the payer back to the site root with packageId (and gameId) kept.
 */
async function redirect(params: TFrameParams, method: 'bank' | 'skrill'): Promise<void> {
  showBusy(COPY.redirecting);
  const returnUrl = new URL('/', casinoOrigin);
  returnUrl.searchParams.set('packageId', String(params.packageId));
  if (params.gameId) returnUrl.searchParams.set('gameId', params.gameId);
  const order = {
    packageId: params.packageId,
    returnUrl: returnUrl.toString(),
    storeType: params.storeType,
  };
  try {
    if (method === 'skrill') {
      const started = await api.startSkrill(order);
      guest.send({ class: 'flow', type: 'skrillSessionStarted', sessionId: started.sessionId });
      guest.send({
        class: 'flow',
        type: 'redirect',
        url: started.redirectUrl,
        transactionId: started.transactionId,
      });
      return;
    }
    const started = await api.startBank(order);
    guest.send({
      class: 'flow',
      type: 'redirect',
      url: started.redirectUrl,
      transactionId: started.transactionId,
    });
  } catch (error) {
    renderRedirect(params, method);
    reportFailure(error);
  }
}

/** The payment step: the player's saved cards when there are any, else the card form. */
async function renderPaymentStep(params: TFrameParams): Promise<void> {
  const cards = await api.savedCards().catch(() => []);
  if (cards.length === 0) {
    renderForm(params);
    return;
  }
  renderSavedCards(params, cards);
}

function renderSavedCards(params: TFrameParams, cards: TSavedCard[]): void {
  const cancel = h('button', { type: 'button', class: 'secondary' }, COPY.cancel);
  cancel.addEventListener('click', () => guest.send({ action: 'close' }));
  const section = savedCardsSection(cards, {
    onChoose: (saved) => renderCvvOnly(params, saved),
    onRemove: async (saved) => {
      try {
        await api.deleteSavedCard(saved.paymentHandleId);
      } catch (error) {
        const isGone = error instanceof CasinoApiError && error.name === 'SavedCardNotFoundError';
        if (!isGone) return false;
      }
      await renderPaymentStep(params);
      return true;
    },
    onNewCard: () => renderForm(params, undefined, '', () => renderSavedCards(params, cards)),
  });
  show(
    h('h1', {}, COPY.title),
    packageSummary(params),
    methodTabs(params, 'card'),
    ...applePayButton(params, () => renderSavedCards(params, cards)),
    section,
    h('div', { class: 'actions' }, cancel),
  );
}

function renderCvvOnly(params: TFrameParams, saved: TSavedCard, refusal = ''): void {
  const dialog = cvvOnlyDialog(saved, COPY.pay.replace('{{price}}', priceText(params)), refusal, {
    onBack: () => void renderPaymentStep(params),
    onPay: (cvv) =>
      void pay(params, {
        saveCard: false,
        // A fresh customer token for this order: the one listed may have lapsed meanwhile.
        tokenise: async (order) => {
          const fresh = (await api.savedCards()).find(
            (card) => card.paymentHandleId === saved.paymentHandleId,
          );
          if (!fresh) throw new CardRefusedError(SAVED_CARDS_COPY.removeFailed);
          return tokeniseSavedCard(order, fresh, cvv);
        },
        back: (message) => renderCvvOnly(params, saved, message ?? ''),
      }),
  });
  show(h('h1', {}, COPY.title), packageSummary(params), dialog);
}

/** What the player typed, and whether they asked to keep the card. */
type TKeptForm = TCardFields & { saveCard: boolean };

function renderForm(
  params: TFrameParams,
  kept?: TKeptForm,
  formError = '',
  onBack?: () => void,
): void {
  const number = field('cardNum', COPY.cardNumber, {
    inputmode: 'numeric',
    autocomplete: 'cc-number',
    placeholder: '1234 5678 9012 3456',
  });
  const expiry = field('expiry', COPY.expiry, {
    inputmode: 'numeric',
    autocomplete: 'cc-exp',
    placeholder: 'MM/YY',
    maxlength: '5',
  });
  const cvv = field('cvv', COPY.cvv, {
    inputmode: 'numeric',
    autocomplete: 'cc-csc',
    maxlength: '4',
  });
  const holder = field('holderName', COPY.holderName, { autocomplete: 'cc-name' });
  const fields = { cardNum: number, expiry, cvv, holderName: holder };
  number.input.addEventListener('input', () => {
    number.input.value = groupCardNumber(number.input.value);
  });
  if (kept) {
    number.input.value = kept.cardNum;
    expiry.input.value = kept.expiry;
    holder.input.value = kept.holderName;
  }
  const submit = h(
    'button',
    { type: 'submit', class: 'primary' },
    COPY.pay.replace('{{price}}', priceText(params)),
  );
  const cancel = h('button', { type: 'button', class: 'secondary' }, COPY.cancel);
  cancel.addEventListener('click', () => guest.send({ action: 'close' }));
  const saveCard = h('input', {
    type: 'checkbox',
    id: 'field-saveCard',
    name: 'saveCard',
  }) as HTMLInputElement;
  if (kept?.saveCard) saveCard.checked = true;
  const back = onBack
    ? [h('button', { type: 'button', class: 'secondary' }, SAVED_CARDS_COPY.back)]
    : [];
  back[0]?.addEventListener('click', () => onBack?.());
  const form = h(
    'form',
    { novalidate: '' },
    number.row,
    h('div', { class: 'pair' }, expiry.row, cvv.row),
    holder.row,
    h('label', { class: 'save-card', for: 'field-saveCard' }, saveCard, SAVED_CARDS_COPY.saveCard),
    h('p', { class: 'form-error', role: 'alert' }, formError),
    h('p', { class: 'muted secure' }, COPY.secureNote),
    h('div', { class: 'actions' }, submit, ...back, cancel),
  ) as HTMLFormElement;
  form.addEventListener('submit', (event) => {
    event.preventDefault();
    const values: TKeptForm = {
      cardNum: number.input.value,
      expiry: expiry.input.value,
      cvv: cvv.input.value,
      holderName: holder.input.value,
      saveCard: saveCard.checked,
    };
    const result = readCard(values, new Date());
    for (const [name, entry] of Object.entries(fields)) {
      const message = 'errors' in result ? (result.errors[name as keyof TCardFields] ?? '') : '';
      entry.error.textContent = message;
      entry.input.setAttribute('aria-invalid', String(message !== ''));
    }
    if ('errors' in result) return;
    void pay(params, {
      tokenise: (order) => tokeniseCard(order, result.card),
      saveCard: values.saveCard,
      back: (refusal) => renderForm(params, values, refusal ?? '', onBack),
    });
  });
  show(
    h('h1', {}, COPY.title),
    packageSummary(params),
    methodTabs(params, 'card'),
    ...applePayButton(params, () => renderForm(params, kept, '', onBack)),
    form,
  );
}

const params = readFrameParams(window.location.search);
if (!params || !casinoOrigin) {
  show(h('p', { role: 'alert' }, COPY.badPackage));
} else {
  showBusy(COPY.connecting);
  onAuthenticated = () => {
    onAuthenticated = undefined;
    void renderPaymentStep(params).then(() =>
      guest.send({ class: 'flow', type: 'loading-finished' }),
    );
  };
  guest.send({ class: 'flow', type: 'authenticate' });
}
