import { formatAmount, formatPrice, asAmountMinor } from '@casino/money';
import { COPY } from '#src/copy';
import type { TFrameParams } from '#src/params';

/** Small DOM helper: an element with attributes and children. */
export function h(
  tag: string,
  attributes: Record<string, string> = {},
  ...children: (Node | string)[]
): HTMLElement {
  const element = document.createElement(tag);
  for (const [name, value] of Object.entries(attributes)) element.setAttribute(name, value);
  element.append(...children);
  return element;
}

export function priceText(params: TFrameParams): string {
  return formatPrice(params.amount);
}

/** The package line above the form: coins (version 4) or the price alone (version 3). */
export function packageSummary(params: TFrameParams): HTMLElement {
  const coins = params.package
    ? [
        h(
          'span',
          { class: 'coins gc' },
          `${formatAmount(asAmountMinor(params.package.gcCoin), { coin: 'GC', style: 'coins' })} ${COPY.gcLabel}`,
        ),
        h(
          'span',
          { class: 'coins sc' },
          `+ ${COPY.free} ${formatAmount(asAmountMinor(params.package.scCoin), { coin: 'SC', style: 'coins' })} ${COPY.scLabel}`,
        ),
      ]
    : [];
  return h(
    'section',
    { class: 'summary', 'aria-label': 'Package' },
    ...coins,
    h('strong', { class: 'price' }, priceText(params)),
  );
}

export interface TField {
  input: HTMLInputElement;
  error: HTMLElement;
  row: HTMLElement;
}

export function field(name: string, label: string, attributes: Record<string, string>): TField {
  const id = `field-${name}`;
  const input = h('input', { id, name, ...attributes }) as HTMLInputElement;
  const error = h('p', { class: 'field-error', id: `${id}-error`, role: 'alert' });
  input.setAttribute('aria-describedby', error.id);
  const row = h('div', { class: 'field' }, h('label', { for: id }, label), input, error);
  return { input, error, row };
}
