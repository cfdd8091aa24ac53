import type { TOpenOrder } from '@casino/contracts';
import { createPaymentsGuest, listenForThreeDsResult } from '@casino/frame-sdk';
import { groupCardNumber, readCard, type TCardFields } from '#src/card-form';
import {
  CardRefusedError,
  challengeUrlOf,
  tokeniseCard,
  type TCardInput,
} from '#src/card-processor';
import { CasinoApiError, createCasinoApi } from '#src/casino-api';
import { COPY, PROVIDER_CODE_COPY } from '#src/copy';
import { readFrameParams, type TFrameParams } from '#src/params';
import { field, h, packageSummary, priceText } from '#src/view';
import './styles.css';

const casinoOrigin =
  document.querySelector<HTMLMetaElement>('meta[name="casino-origin"]')?.content ?? '';
const app = document.getElementById('app') as HTMLElement;

let idToken = '';
const api = createCasinoApi(casinoOrigin, () => idToken);
const guest = createPaymentsGuest({
  hostOrigin: casinoOrigin,
  onMessage: (message) => {
    switch (message.type) {
      case 'authenticate':
        idToken = message.idToken;
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

async function pay(params: TFrameParams, card: TCardInput, typed: TCardFields): Promise<void> {
  showBusy(COPY.paying);
  try {
    const order = await api.openOrder(params.packageId, params.storeType);
    const handle = await tokeniseCard(order, card);
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
      renderForm(params, typed, error.message);
      return;
    }
    renderForm(params, typed);
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
}

function renderForm(params: TFrameParams, kept?: TCardFields, formError = ''): void {
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
  const form = h(
    'form',
    { novalidate: '' },
    number.row,
    h('div', { class: 'pair' }, expiry.row, cvv.row),
    holder.row,
    h('p', { class: 'form-error', role: 'alert' }, formError),
    h('p', { class: 'muted secure' }, COPY.secureNote),
    h('div', { class: 'actions' }, submit, cancel),
  ) as HTMLFormElement;
  form.addEventListener('submit', (event) => {
    event.preventDefault();
    const values: TCardFields = {
      cardNum: number.input.value,
      expiry: expiry.input.value,
      cvv: cvv.input.value,
      holderName: holder.input.value,
    };
    const result = readCard(values, new Date());
    for (const [name, entry] of Object.entries(fields)) {
      const message = 'errors' in result ? (result.errors[name as keyof TCardFields] ?? '') : '';
      entry.error.textContent = message;
      entry.input.setAttribute('aria-invalid', String(message !== ''));
    }
    if ('errors' in result) return;
    void pay(params, result.card, values);
  });
  show(h('h1', {}, COPY.title), packageSummary(params), form);
}

const params = readFrameParams(window.location.search);
if (!params || !casinoOrigin) {
  show(h('p', { role: 'alert' }, COPY.badPackage));
} else {
  showBusy(COPY.connecting);
  onAuthenticated = () => {
    onAuthenticated = undefined;
    renderForm(params);
    guest.send({ class: 'flow', type: 'loading-finished' });
  };
  guest.send({ class: 'flow', type: 'authenticate' });
}
