/** HTML that is already safe to insert (escaped text, or markup we wrote). */
export class SafeHtml {
  constructor(readonly value: string) {}
  toString(): string {
    return this.value;
  }
}

const ESCAPES: Record<string, string> = {
  '&': '&amp;',
  '<': '&lt;',
  '>': '&gt;',
  '"': '&quot;',
  "'": '&#39;',
};

export function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (character) => ESCAPES[character] ?? character);
}

function render(value: unknown): string {
  if (value instanceof SafeHtml) return value.value;
  if (Array.isArray(value)) return value.map(render).join('');
  if (value === undefined || value === null || value === false) return '';
  if (typeof value === 'string' || typeof value === 'number') return escapeHtml(String(value));
  throw new TypeError('html`` takes text, numbers, SafeHtml or lists of them');
}

/** Template tag that escapes every interpolated value unless it is SafeHtml (or a list of it). */
export function html(strings: TemplateStringsArray, ...values: unknown[]): SafeHtml {
  let out = strings[0] ?? '';
  values.forEach((value, index) => {
    out += render(value) + (strings[index + 1] ?? '');
  });
  return new SafeHtml(out);
}

/** JSON for an inline script: `<` is escaped so no value can close the script element. */
export function inlineJson(value: unknown): SafeHtml {
  return new SafeHtml(JSON.stringify(value).replace(/</g, '\\u003c'));
}
