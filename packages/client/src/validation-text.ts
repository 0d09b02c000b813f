// Readable words for the schema's own messages. Where a contract gives a field no message of its own, the server's 400
// carries zod's default text (`status: Invalid option: expected one of "submitted"|"accepted"`), which means nothing to
// the person reading it. The client words it again, named by field, in the user's language; the contracts' own messages
// (every message a form is meant to show) are left as they are.

import fieldNamesInChinese from './validation-fields.zh.json' with { type: 'json' };
import english from './validation-text.en.json' with { type: 'json' };
import chinese from './validation-text.zh.json' with { type: 'json' };

type Lang = 'en' | 'zh';

/** zod's default messages (English, as the server's zod speaks), which none of the contracts' messages resembles. */
const RAW = /^(Invalid (input|option|string|number|key|value|[A-Za-z ]+$)|Too (big|small):|Unrecognized keys?:)/;

export const isSchemaDefaultMessage = (message: string) => RAW.test(message);

const PROBLEMS: Record<Lang, typeof english> = { en: english, zh: chinese };
type Problem = keyof typeof english;

/** Names of the fields the back office's filters and forms send most, in Chinese; others are shown as written. */
const FIELD_NAMES_ZH: Record<string, string> = fieldNamesInChinese;

const EXPECTED: Record<string, Problem> = {
  number: 'number',
  int: 'number',
  bigint: 'number',
  string: 'text',
  boolean: 'yesNo',
  array: 'list',
};

function problemOf(message: string): { key: Problem; n?: string } {
  if (/received undefined$/.test(message)) return { key: 'required' };
  if (/^Invalid option|^Invalid input: expected "/.test(message)) return { key: 'choose' };
  const expected = /^Invalid input: expected (\w+)/.exec(message)?.[1];
  if (expected) return { key: EXPECTED[expected] ?? 'invalid' };
  const length = /^Too (big|small): expected \w+ to have [<>]=?(\d+) (\w+)/.exec(message);
  if (length) {
    const [, side, n, unit = ''] = length;
    const chars = unit.startsWith('character');
    if (side === 'small' && chars && n === '1') return { key: 'required' };
    if (side === 'big') return { key: chars ? 'maxChars' : 'maxItems', n };
    return { key: chars ? 'minChars' : 'minItems', n };
  }
  const bound = /^Too (big|small): expected \w+ to be ([<>]=?)(-?[\d.]+)/.exec(message);
  if (bound) {
    const [, side, op, n] = bound;
    if (side === 'big') return { key: op === '<' ? 'below' : 'atMost', n };
    return { key: op === '>' ? 'above' : 'atLeast', n };
  }
  const divisor = /multiple of (\S+)/.exec(message)?.[1];
  if (divisor) return { key: 'multipleOf', n: divisor };
  const keys = /^Unrecognized keys?: (.*)$/.exec(message)?.[1];
  if (keys) return { key: 'unknown', n: keys };
  if (/^Invalid email/.test(message)) return { key: 'email' };
  if (/^Invalid URL/.test(message)) return { key: 'url' };
  if (/^Invalid ISO (date|datetime)/.test(message)) return { key: 'date' };
  if (/^Invalid string|^Invalid [A-Za-z ]+$/.test(message) && message !== 'Invalid input') return { key: 'format' };
  return { key: 'invalid' };
}

/** One schema default message as a readable problem, in `language` (without the field's name). */
export function describeSchemaMessage(message: string, language: string): string {
  const lang: Lang = language === 'zh' ? 'zh' : 'en';
  const { key, n } = problemOf(message);
  const text = PROBLEMS[lang][key].replace('{n}', n ?? '');
  return lang === 'en' ? text.charAt(0).toUpperCase() + text.slice(1) : text;
}

/** A field path as words: `userId` → "User ID", `evidence.2` → "Evidence #3"; in Chinese the known names. */
export function fieldLabel(field: string, language: string): string {
  return field
    .split('.')
    .map((part, index) => {
      if (/^\d+$/.test(part)) return `#${Number(part) + 1}`;
      if (language === 'zh' && FIELD_NAMES_ZH[part]) return FIELD_NAMES_ZH[part];
      const words = part
        .replace(/([a-z0-9])([A-Z])/g, '$1 $2')
        .replace(/[_-]+/g, ' ')
        .toLowerCase()
        .replace(/\bid\b/g, 'ID');
      return index === 0 ? words.charAt(0).toUpperCase() + words.slice(1) : words;
    })
    .join(' ');
}

interface FieldError {
  field: string;
  message: string;
}

const isFieldErrors = (data: unknown): data is FieldError[] =>
  Array.isArray(data) &&
  data.every((item) => typeof item?.field === 'string' && typeof (item as FieldError).message === 'string');

/**
 * A 400's `msg` and field errors with zod's default texts worded again: each field error reads as its problem ("At most
 * 50 characters"), and a `msg` that was such a text names its field ("Status: choose one of the allowed values").
 * Anything else (the contracts' own messages, other codes) comes back unchanged.
 */
export function readableValidation<T>(msg: string, data: T, language: string): { msg: string; data: T } {
  if (!isFieldErrors(data) || data.length === 0) return { msg, data };
  const first = data[0] as FieldError;
  const raw =
    isSchemaDefaultMessage(first.message) && (msg === first.message || msg === `${first.field}: ${first.message}`);
  const words = data.map((item) =>
    isSchemaDefaultMessage(item.message) ? { ...item, message: describeSchemaMessage(item.message, language) } : item,
  );
  if (!raw) return { msg, data: words as T };
  const problem = describeSchemaMessage(first.message, language);
  if (!first.field) return { msg: problem, data: words as T };
  const label = fieldLabel(first.field, language);
  const said =
    language === 'zh' ? `${label}：${problem}` : `${label}: ${problem.charAt(0).toLowerCase()}${problem.slice(1)}`;
  return { msg: said, data: words as T };
}
