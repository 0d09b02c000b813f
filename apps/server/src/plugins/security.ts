// Strict headers, compression and the per-IP rate limiter (routes opt in with `config.rateLimit`).
import compress from '@fastify/compress';
import rateLimit from '@fastify/rate-limit';
import type { FastifyInstance } from 'fastify';
import { AppError } from '../lib/app-error.ts';
import { registerSecurityHeaders } from './security-headers.ts';

export async function registerSecurity(app: FastifyInstance) {
  const https = app.config.HTTPS;
  // An external chat widget's origin is allowed only when one is configured; otherwise nothing outside is.
  const widget = app.config.chatWidget ? [app.config.chatWidget.origin] : [];
  // ...and its scripts may call home over a WebSocket too: an https: source does not match wss: URLs.
  const widgetSockets = widget.map((origin) => origin.replace(/^http/, 'ws'));
  registerSecurityHeaders(app, {
    contentSecurityPolicy: {
      directives: {
        defaultSrc: ["'self'"],
        scriptSrc: ["'self'", ...widget],
        // Mantine writes its CSS variables into <style> elements. Mantine 8 could stamp them with a nonce
        // (MantineProvider getStyleNonce), but a nonce makes browsers ignore 'unsafe-inline', which would block the
        // <style> elements a configured chat widget injects; and it needs each index.html rendered per response
        // rather than served as a static file. Scripts stay 'self' only, so an injected style cannot run code.
        styleSrc: ["'self'", "'unsafe-inline'"],
        imgSrc: ["'self'", 'data:', 'blob:', ...widget],
        // 'self' also matches the same host's ws:/wss: URLs (CSP Level 3), which is where /api/ws lives.
        connectSrc: ["'self'", ...widget, ...widgetSockets],
        fontSrc: ["'self'", 'data:'],
        objectSrc: ["'none'"],
        frameSrc: ["'self'", 'blob:', ...widget],
        frameAncestors: ["'self'"],
        baseUri: ["'self'"],
        formAction: ["'self'"],
        // Over plain http on a non-loopback host this directive blanks the page (STACK gotcha 8).
        upgradeInsecureRequests: https ? [] : null,
      },
    },
    strictTransportSecurity: https ? { maxAge: 31_536_000, includeSubDomains: true } : false,
    crossOriginEmbedderPolicy: false,
  });
  await app.register(compress, { global: true, threshold: 1024 });
  await app.register(rateLimit, {
    global: false,
    // Shared by every node when the app has Redis.
    ...(app.redis ? { redis: app.redis.client, nameSpace: `${app.redis.prefix}rate-ip:` } : {}),
    keyGenerator: (req) => req.ip ?? 'unknown',
    errorResponseBuilder: (_req, context) =>
      AppError.tooManyRequests('tooManyRequests', { retryAfterSeconds: Math.ceil(context.ttl / 1000) }),
  });
}
