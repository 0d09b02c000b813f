import { supportApi } from '@platform/contracts';
import { describe, expect, it } from 'vitest';
import { loadConfig } from '../../config/env.ts';
import { call } from '../../testing/api.ts';
import { useTestApp } from '../../testing/test-app.ts';

const t = useTestApp({
  env: {
    CHAT_WIDGET_SCRIPT_URL: 'https://chat.example.com/packs/js/sdk.js',
    CHAT_WIDGET_TOKEN: 'site-token-123',
  },
  admin: false,
});

describe('an external chat widget', () => {
  it('is announced to the apps with its token, and only its origin is added to the CSP', async () => {
    const res = await call(t.app, 'GET', `/api${supportApi.config.path}`);
    expect(res.body.data).toEqual({
      widget: { scriptUrl: 'https://chat.example.com/packs/js/sdk.js', token: 'site-token-123' },
    });
    const csp = String(res.headers['content-security-policy']);
    expect(csp).toMatch(/(^|;)script-src 'self' https:\/\/chat\.example\.com(;|$)/);
    expect(csp).toMatch(/frame-src 'self' blob: https:\/\/chat\.example\.com(;|$)/);
    // Its scripts may call home, over HTTPS or a WebSocket; nowhere else outside this origin.
    expect(csp).toMatch(/connect-src 'self' https:\/\/chat\.example\.com wss:\/\/chat\.example\.com(;|$)/);
  });

  it('must be an http(s) URL, or start-up stops', () => {
    expect(() => loadConfig({ CHAT_WIDGET_SCRIPT_URL: 'javascript:alert(1)' })).toThrow(/CHAT_WIDGET_SCRIPT_URL/);
    expect(() => loadConfig({ CHAT_WIDGET_SCRIPT_URL: 'not a url' })).toThrow(/CHAT_WIDGET_SCRIPT_URL/);
    expect(loadConfig({}).chatWidget).toBeNull();
  });
});
