// PostgreSQL refuses NUL in text, and a lone UTF-16 surrogate has no UTF-8 form: a request carrying either in any string
// (path, query, body, a form's text or a file name) is refused with a 400 naming the field before its handler runs,
// rather than failing in the database as a 500.
import type { Multipart } from '@fastify/multipart';
import type { FastifyRequest } from 'fastify';
import { AppError } from '../../lib/app-error.ts';

// A high surrogate without a low one after it, or a low one without a high one before it (String#isWellFormed, ES2024).
const LONE_SURROGATE = /[\ud800-\udbff](?![\udc00-\udfff])|(?<![\ud800-\udbff])[\udc00-\udfff]/;

const storable = (text: string) => !text.includes('\u0000') && !LONE_SURROGATE.test(text);

/**
 * The path (`items.0.name`) of the first string or key in JSON-like `value` that cannot be stored, '' when `value` is
 * such a string itself, or undefined.
 */
export function unstorableTextAt(value: unknown): string | undefined {
  // A loop, not recursion: a deeply nested body must not overflow the stack.
  const pending: [unknown, string][] = [[value, '']];
  for (let next = pending.pop(); next; next = pending.pop()) {
    const [item, path] = next;
    if (typeof item === 'string' && !storable(item)) return path;
    if (item === null || typeof item !== 'object' || ArrayBuffer.isView(item)) continue;
    for (const [key, child] of Object.entries(item)) {
      const childPath = path ? `${path}.${key}` : key;
      if (!storable(key)) return childPath;
      pending.push([child, childPath]);
    }
  }
  return undefined;
}

const refuse = (field: string) => AppError.badRequest('unstorableText', field);

/** A route's preValidation hook: the parsed path, query and JSON body. */
export async function refuseUnstorableText(req: FastifyRequest) {
  const field = unstorableTextAt(req.params) ?? unstorableTextAt(req.query) ?? unstorableTextAt(req.body);
  if (field !== undefined) throw refuse(field || 'body');
}

/** The form's text fields and file names read with a part, each named by its field. */
function checkParts(part: Multipart) {
  for (const entry of Object.values(part.fields).flat()) {
    if (!entry) continue;
    const text = entry.type === 'file' ? entry.filename : entry.value;
    if (typeof text === 'string' && !storable(text)) throw refuse(entry.fieldname);
  }
}

/** A multipart route's preValidation hook: its parts are read by the handler, so they are checked as they are read. */
export async function refuseUnstorableParts(req: FastifyRequest) {
  const readFile = req.file.bind(req);
  req.file = async (...args) => {
    const part = await readFile(...args);
    if (part) checkParts(part);
    return part;
  };
}
