import { z } from 'zod';
import { isSafeText, UNSAFE_TEXT_MESSAGE } from '#src/common/text';

export type TJsonValue =
  string | number | boolean | null | TJsonValue[] | { [key: string]: TJsonValue };

/** Deeper values are refused: a setting needs a few levels, and the database nests by recursion. */
export const JSON_DEPTH_MAX = 32;

/**
 * What is wrong with a value as stored JSON, or null. Walks without recursion, so a value
 * nested thousands of levels deep is refused instead of exhausting the stack.
 */
export function jsonValueProblem(input: unknown): string | null {
  const pending: { value: unknown; depth: number }[] = [{ value: input, depth: 0 }];
  for (let next = pending.pop(); next; next = pending.pop()) {
    const { value, depth } = next;
    if (depth > JSON_DEPTH_MAX) return `JSON is nested deeper than ${JSON_DEPTH_MAX} levels`;
    if (value === null || typeof value === 'boolean') continue;
    if (typeof value === 'number') {
      if (!Number.isFinite(value)) return 'JSON numbers must be finite';
    } else if (typeof value === 'string') {
      if (!isSafeText(value)) return UNSAFE_TEXT_MESSAGE;
    } else if (Array.isArray(value)) {
      for (const item of value) pending.push({ value: item, depth: depth + 1 });
    } else if (typeof value === 'object') {
      for (const [key, item] of Object.entries(value)) {
        if (!isSafeText(key)) return UNSAFE_TEXT_MESSAGE;
        pending.push({ value: item, depth: depth + 1 });
      }
    } else {
      return 'Not a JSON value';
    }
  }
  return null;
}

/**
 * Any JSON value the database can store: finite numbers, safe texts and keys, at most
 * JSON_DEPTH_MAX levels. Named `JsonValue` in the OpenAPI document.
 */
export const ZJsonValue = z
  .custom<TJsonValue>()
  .superRefine((value, context) => {
    const problem = jsonValueProblem(value);
    if (problem) context.addIssue({ code: 'custom', message: problem });
  })
  .meta({
    id: 'JsonValue',
    description: `Any JSON value, nested at most ${JSON_DEPTH_MAX} levels, without NUL or unpaired surrogates`,
  });

/** A stored setting: any JSON value but null (a setting is cleared by removing it). */
export const ZJsonSetting = ZJsonValue.refine((value) => value !== null, {
  message: 'A setting cannot be null',
});
