// TOTP keys: made, sealed for storage (AES-256-GCM under a key derived from the server's code secret) and opened.
import { createCipheriv, createDecipheriv, createHmac, randomBytes } from 'node:crypto';
import { TWO_FACTOR } from '@platform/contracts';
import { generateSecret, generateURI, verify } from 'otplib';

const keyOf = (codeSecret: string) => createHmac('sha256', codeSecret).update('two-factor-secret').digest();

export function sealSecret(codeSecret: string, secret: string): string {
  const iv = randomBytes(12);
  const cipher = createCipheriv('aes-256-gcm', keyOf(codeSecret), iv);
  const body = Buffer.concat([cipher.update(secret, 'utf8'), cipher.final()]);
  return ['v1', iv.toString('base64url'), cipher.getAuthTag().toString('base64url'), body.toString('base64url')].join(
    '.',
  );
}

export function openSecret(codeSecret: string, sealed: string): string {
  const [version, iv, tag, body] = sealed.split('.');
  if (version !== 'v1' || !iv || !tag || !body) throw new Error('Unknown sealed two-factor secret');
  const decipher = createDecipheriv('aes-256-gcm', keyOf(codeSecret), Buffer.from(iv, 'base64url'));
  decipher.setAuthTag(Buffer.from(tag, 'base64url'));
  return Buffer.concat([decipher.update(Buffer.from(body, 'base64url')), decipher.final()]).toString('utf8');
}

/** A new base32 key (160 bits, RFC 4226's recommended length) and the URI an authenticator app scans. */
export function newTotpKey(issuer: string, label: string): { secret: string; otpauthUri: string } {
  const secret = generateSecret({ length: 20 });
  return { secret, otpauthUri: generateURI({ issuer, label, secret }) };
}

/** The time step `code` belongs to (one step of clock drift either way), or null when it is not a current code. */
export async function totpStepOf(secret: string, code: string): Promise<number | null> {
  if (!new RegExp(`^\\d{${TWO_FACTOR.digits}}$`).test(code)) return null;
  const result = await verify({ secret, token: code, epochTolerance: TWO_FACTOR.periodSeconds });
  return result.valid && 'timeStep' in result ? result.timeStep : null;
}
