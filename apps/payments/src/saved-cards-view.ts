import type { TSavedCard } from '@casino/contracts';
import { COPY, SAVED_CARDS_COPY, fill } from '#src/copy';
import { field, h } from '#src/view';

/** "Visa ending in 4444": how a saved card is named on screen. */
export function savedCardName(saved: TSavedCard): string {
  return fill(SAVED_CARDS_COPY.card, {
    brand: SAVED_CARDS_COPY.brands[saved.card.brand],
    lastDigits: saved.card.lastDigits,
  });
}

function expiryText(saved: TSavedCard): string {
  return fill(SAVED_CARDS_COPY.expires, {
    month: String(saved.card.cardExpiry.month).padStart(2, '0'),
    year: String(saved.card.cardExpiry.year % 100).padStart(2, '0'),
  });
}

/**
 * The payment step's saved cards: pick one (then the CVV-only dialog), remove one after a
 * confirmation in its own row, or use a new card.
 */
export function savedCardsSection(
  cards: TSavedCard[],
  handlers: {
    onChoose: (saved: TSavedCard) => void;
    onRemove: (saved: TSavedCard) => Promise<boolean>;
    onNewCard: () => void;
  },
): HTMLElement {
  const list = h('ul', { class: 'saved-cards' });
  function row(saved: TSavedCard): HTMLElement {
    const item = h('li', { class: 'saved-card' });
    const choose = h(
      'button',
      {
        type: 'button',
        class: 'saved-card-choose',
        'aria-label': `${SAVED_CARDS_COPY.payWith}: ${savedCardName(saved)}`,
      },
      h('span', { class: 'saved-card-name' }, savedCardName(saved)),
      h('span', { class: 'muted' }, expiryText(saved)),
    );
    choose.addEventListener('click', () => handlers.onChoose(saved));
    const remove = h(
      'button',
      {
        type: 'button',
        class: 'link',
        'aria-label': `${SAVED_CARDS_COPY.remove} ${savedCardName(saved)}`,
      },
      SAVED_CARDS_COPY.remove,
    );
    remove.addEventListener('click', () => item.replaceWith(confirmRow(saved)));
    item.append(choose, remove);
    return item;
  }
  function confirmRow(saved: TSavedCard): HTMLElement {
    const item = h('li', { class: 'saved-card confirm' });
    const error = h('p', { class: 'form-error', role: 'alert' });
    const yes = h('button', { type: 'button', class: 'danger' }, SAVED_CARDS_COPY.removeYes);
    const no = h('button', { type: 'button', class: 'secondary' }, SAVED_CARDS_COPY.removeNo);
    no.addEventListener('click', () => item.replaceWith(row(saved)));
    yes.addEventListener('click', () => {
      yes.setAttribute('disabled', '');
      void handlers.onRemove(saved).then((isRemoved) => {
        if (isRemoved) return;
        yes.removeAttribute('disabled');
        error.textContent = SAVED_CARDS_COPY.removeFailed;
      });
    });
    item.append(
      h(
        'p',
        { class: 'confirm-text' },
        fill(SAVED_CARDS_COPY.removeConfirm, {
          brand: SAVED_CARDS_COPY.brands[saved.card.brand],
          lastDigits: saved.card.lastDigits,
        }),
      ),
      error,
      h('div', { class: 'confirm-actions' }, yes, no),
    );
    return item;
  }
  list.append(...cards.map(row));
  const newCard = h('button', { type: 'button', class: 'secondary' }, SAVED_CARDS_COPY.useNewCard);
  newCard.addEventListener('click', handlers.onNewCard);
  return h(
    'section',
    { class: 'saved', 'aria-labelledby': 'saved-cards-title' },
    h('h2', { id: 'saved-cards-title' }, SAVED_CARDS_COPY.title),
    list,
    newCard,
  );
}

/**
 * The card CVV-only dialog: the saved card pays with its security code alone, which goes to
 * the card processor only.
 */
export function cvvOnlyDialog(
  saved: TSavedCard,
  payLabel: string,
  refusal: string,
  handlers: { onPay: (cvv: string) => void; onBack: () => void },
): HTMLElement {
  const length = saved.card.brand === 'amex' ? 4 : 3;
  const cvv = field('savedCvv', COPY.cvv, {
    inputmode: 'numeric',
    autocomplete: 'cc-csc',
    maxlength: String(length),
  });
  const submit = h('button', { type: 'submit', class: 'primary' }, payLabel);
  const back = h('button', { type: 'button', class: 'secondary' }, SAVED_CARDS_COPY.back);
  back.addEventListener('click', handlers.onBack);
  const refusalLine = h('p', { class: 'form-error', role: 'alert' }, refusal);
  cvv.input.addEventListener('input', () => {
    refusalLine.textContent = '';
  });
  const form = h(
    'form',
    { novalidate: '' },
    cvv.row,
    refusalLine,
    h('div', { class: 'actions' }, submit, back),
  ) as HTMLFormElement;
  form.addEventListener('submit', (event) => {
    event.preventDefault();
    const value = cvv.input.value.trim();
    const isValid = new RegExp(`^\\d{${length}}$`).test(value);
    cvv.error.textContent = isValid ? '' : COPY.invalidCvv;
    cvv.input.setAttribute('aria-invalid', String(!isValid));
    if (isValid) handlers.onPay(value);
  });
  const dialog = h(
    'section',
    { role: 'dialog', 'aria-modal': 'true', 'aria-labelledby': 'cvv-title', class: 'cvv-only' },
    h('h2', { id: 'cvv-title' }, SAVED_CARDS_COPY.cvvTitle),
    h(
      'p',
      { class: 'muted' },
      fill(SAVED_CARDS_COPY.cvvText, {
        brand: SAVED_CARDS_COPY.brands[saved.card.brand],
        lastDigits: saved.card.lastDigits,
      }),
    ),
    form,
  );
  queueMicrotask(() => cvv.input.focus());
  return dialog;
}
