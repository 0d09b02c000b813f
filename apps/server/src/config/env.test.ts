import { resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from './env.ts';

describe('loadConfig', () => {
  it('has the documented defaults', () => {
    const config = loadConfig({});
    expect(config).toMatchObject({
      NODE_ENV: 'development',
      HOST: '127.0.0.1',
      localOnly: true,
      PORT: 8080,
      DATA_DIR: './.data',
      dataDir: resolve('./.data'),
      LOG_LEVEL: 'info',
      MAIL_FROM: 'Mediation Portal <no-reply@localhost>',
      SERVICE_NAME: 'Mediation Portal',
      REGISTRATION_INVITE_REQUIRED: true,
      UPLOAD_MAX_MB: 10,
      uploadMaxBytes: 10 * 1024 * 1024,
      SESSION_DAYS: 30,
      HTTPS: false,
      TRUST_PROXY: false,
      RATE_LIMIT_MULTIPLIER: 1,
      devMailbox: true,
      devMailboxPublic: false,
      sandbox: true,
    });
    expect(config.DATABASE_URL).toBeUndefined();
    expect(config.SMTP_URL).toBeUndefined();
    expect(config.BOOTSTRAP_ADMIN_EMAIL).toBeUndefined();
    expect(config.version).toMatch(/^\d+\.\d+\.\d+/);
  });

  it('sends e-mail as the service, from the public address’s host, unless MAIL_FROM says otherwise', () => {
    expect(loadConfig({ PUBLIC_URL: 'https://mediate.example.org/' }).MAIL_FROM).toBe(
      'Mediation Portal <no-reply@mediate.example.org>',
    );
    expect(loadConfig({ PUBLIC_URL: 'https://mediate.example.org', SERVICE_NAME: 'Fair Deal' }).MAIL_FROM).toBe(
      'Fair Deal <no-reply@mediate.example.org>',
    );
    expect(loadConfig({ MAIL_FROM: 'Disputes <disputes@example.net>' }).MAIL_FROM).toBe(
      'Disputes <disputes@example.net>',
    );
  });

  it('treats empty values as unset', () => {
    const config = loadConfig({ PORT: '', DATABASE_URL: '' });
    expect(config.PORT).toBe(8080);
    expect(config.DATABASE_URL).toBeUndefined();
  });

  it('reads booleans and numbers from their text forms', () => {
    const config = loadConfig({
      PORT: '3000',
      REGISTRATION_INVITE_REQUIRED: 'false',
      HTTPS: 'yes',
      TRUST_PROXY: '1',
      UPLOAD_MAX_MB: '2.5',
    });
    expect(config).toMatchObject({
      PORT: 3000,
      REGISTRATION_INVITE_REQUIRED: false,
      HTTPS: true,
      TRUST_PROXY: true,
      uploadMaxBytes: Math.round(2.5 * 1024 * 1024),
    });
  });

  it('has no development mailbox in production or with SMTP', () => {
    expect(loadConfig({ NODE_ENV: 'production' }).devMailbox).toBe(false);
    expect(loadConfig({ SMTP_URL: 'smtp://mail.example.com:587' }).devMailbox).toBe(false);
  });

  it('keeps a server whose mode was not chosen on this machine', () => {
    expect(loadConfig({}).HOST).toBe('127.0.0.1');
    for (const host of ['127.0.0.1', 'localhost', '::1', '127.0.0.2'])
      expect(loadConfig({ HOST: host }).HOST).toBe(host);
    for (const HOST of ['0.0.0.0', '::', '192.168.1.10', 'platform.example.com']) {
      expect(() => loadConfig({ HOST }), HOST).toThrow(/^ {2}HOST: .*NODE_ENV/m);
    }
  });

  it('listens on every interface once NODE_ENV or SANDBOX is chosen', () => {
    for (const chosen of [
      { NODE_ENV: 'production' },
      { NODE_ENV: 'development' },
      { NODE_ENV: 'test' },
      { SANDBOX: 'true' },
      { SANDBOX: 'false' },
    ]) {
      const config = loadConfig(chosen);
      expect(config, JSON.stringify(chosen)).toMatchObject({ HOST: '0.0.0.0', localOnly: false });
      expect(loadConfig({ ...chosen, HOST: '10.0.0.5' }).HOST).toBe('10.0.0.5');
    }
    expect(loadConfig({ NODE_ENV: 'production' })).toMatchObject({ sandbox: false, devMailbox: false });
    expect(loadConfig({ SANDBOX: 'false' })).toMatchObject({ sandbox: false, devMailbox: true });
  });

  it('opens the development mailbox to anonymous readers only when DEV_MAILBOX_PUBLIC says so', () => {
    expect(loadConfig({ NODE_ENV: 'test' }).devMailboxPublic).toBe(false);
    expect(loadConfig({ NODE_ENV: 'test', DEV_MAILBOX_PUBLIC: 'true' }).devMailboxPublic).toBe(true);
    expect(loadConfig({ DEV_MAILBOX_PUBLIC: 'true' }).devMailboxPublic).toBe(true);
    // Without the mailbox there is nothing to open.
    expect(loadConfig({ NODE_ENV: 'production', DEV_MAILBOX_PUBLIC: 'true' }).devMailboxPublic).toBe(false);
    expect(loadConfig({ SMTP_URL: 'smtp://mail.example.com:587', DEV_MAILBOX_PUBLIC: 'true' }).devMailboxPublic).toBe(
      false,
    );
  });

  it('stops with a list of every bad variable', () => {
    const bad = {
      PORT: 'eighty',
      NODE_ENV: 'staging',
      DATABASE_URL: 'not a url',
      LOG_LEVEL: 'loud',
      BOOTSTRAP_ADMIN_EMAIL: 'nobody',
      BOOTSTRAP_ADMIN_PASSWORD: 'short',
      BOOTSTRAP_INVITE_CODE: 'no spaces!',
      REGISTRATION_INVITE_REQUIRED: 'maybe',
      UPLOAD_MAX_MB: '0',
      SESSION_DAYS: '1000',
      RATE_LIMIT_MULTIPLIER: '0.5',
      DEV_MAILBOX_PUBLIC: 'sometimes',
    };
    let error: unknown;
    try {
      loadConfig(bad);
    } catch (e) {
      error = e;
    }
    expect(error).toBeInstanceOf(ConfigError);
    const message = (error as Error).message;
    expect(message).toMatch(/^Invalid configuration:/);
    for (const name of Object.keys(bad)) expect(message).toMatch(new RegExp(`^  ${name}: `, 'm'));
  });

  it('gives a slow sender seconds, and the largest upload time to arrive at 256 KiB/s', () => {
    expect(loadConfig({})).toMatchObject({
      HEADERS_TIMEOUT_MS: 10_000,
      BODY_TIMEOUT_MS: 10_000,
      BODY_IDLE_TIMEOUT_MS: 4_000,
      MAX_CONNECTIONS_PER_IP: 256,
      requestTimeoutMs: 50_000,
    });
    expect(loadConfig({ UPLOAD_MAX_MB: '100' }).requestTimeoutMs).toBe(410_000);
    expect(loadConfig({ REQUEST_TIMEOUT_MS: '20000' }).requestTimeoutMs).toBe(20_000);
  });
});
