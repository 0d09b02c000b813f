import { createHash, createHmac, randomBytes, randomInt, timingSafeEqual } from 'node:crypto';
import { linkSync, mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { dirname } from 'node:path';

export const sha256 = (text: string) => createHash('sha256').update(text).digest('hex');

/** HMAC-SHA-256 (hex) of `text` under a key derived from `secret` for one `use`, so one secret serves several uses. */
export function keyedHash(secret: string, use: string, text: string): string {
  const key = createHmac('sha256', secret).update(use).digest();
  return createHmac('sha256', key).update(text).digest('hex');
}

export const randomToken = () => randomBytes(32).toString('base64url');
/** Whether `text` has the shape randomToken gives (32 bytes, base64url): anything else is no token of ours, and
 * is answered without asking the database. */
export const isRandomToken = (text: string) => /^[A-Za-z0-9_-]{43}$/.test(text);

export function randomDigits(length: number): string {
  let out = '';
  for (let i = 0; i < length; i++) out += randomInt(10).toString();
  return out;
}

const ALPHABET = 'ABCDEFGHJKLMNPQRSTUVWXYZ23456789';
/** Readable codes (no 0/O, 1/I). */
export function randomCode(length: number): string {
  let out = '';
  for (let i = 0; i < length; i++) out += ALPHABET[randomInt(ALPHABET.length)];
  return out;
}

export function sameHash(a: string, b: string): boolean {
  const x = Buffer.from(a);
  const y = Buffer.from(b);
  return x.length === y.length && timingSafeEqual(x, y);
}

/**
 * The secret kept in `file`, made (random, readable by the owner only) when the file does not exist yet. It is
 * written aside and linked into place, so two processes starting at once agree on one secret.
 */
export function persistedSecret(file: string): string {
  const read = () => readFileSync(file, 'utf8').trim();
  try {
    const secret = read();
    if (secret) return secret;
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'ENOENT') throw error;
  }
  mkdirSync(dirname(file), { recursive: true });
  const aside = `${file}.${process.pid}.${Date.now()}`;
  writeFileSync(aside, `${randomBytes(32).toString('base64url')}\n`, { mode: 0o600 });
  try {
    linkSync(aside, file);
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
  } finally {
    rmSync(aside, { force: true });
  }
  const secret = read();
  if (!secret) throw new Error(`${file} is empty: delete it to make a new secret`);
  return secret;
}
