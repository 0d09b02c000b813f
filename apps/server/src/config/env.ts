// The environment, read once and checked: a bad value stops start-up with a list of what is wrong.
import { resolve } from 'node:path';
import { LIMITS, z } from '@platform/contracts';

const bool = z
  .enum(['true', 'false', '1', '0', 'yes', 'no'])
  .transform((v) => v === 'true' || v === '1' || v === 'yes');

const envSchema = z.object({
  /** The mode: production, development or test; a server started without it (or SANDBOX) is `localOnly`. */
  NODE_ENV: z.enum(['development', 'production', 'test']).default('development'),
  /** The listen address: every interface once a mode is chosen, this machine only until then. */
  HOST: z.string().optional(),
  PORT: z.coerce.number().int().min(0).max(65535).default(8080),
  DATA_DIR: z.string().default('./.data'),
  DATABASE_URL: z.url().optional(),
  /** Several API nodes share pub/sub and rate limits through this Redis; without it everything stays in-process. */
  REDIS_URL: z.url({ protocol: /^rediss?$/, error: 'must be a redis:// or rediss:// URL' }).optional(),
  /** Prefixes every Redis key and channel, so several platforms (or test runs) can share one Redis. */
  REDIS_PREFIX: z
    .string()
    .regex(/^[A-Za-z0-9:_-]{1,40}$/)
    .default('platform:'),
  /** A node that stops renewing the job lease for this long hands the background jobs to another node. */
  JOB_LEASE_SECONDS: z.coerce.number().min(1).max(300).default(10),
  /** On SIGTERM, how long /api/ready answers 503 before the node stops taking requests (a load balancer's check gap). */
  DRAIN_SECONDS: z.coerce.number().min(0).max(60).default(0),
  /** Prometheus metrics on their own port (off when unset); never on the public port. */
  METRICS_PORT: z.coerce.number().int().min(1).max(65535).optional(),
  METRICS_HOST: z.string().default('127.0.0.1'),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  SMTP_URL: z.url().optional(),
  /**
   * Sender of e-mails; defaults to the service's name at no-reply@ the public address's host, so a recipient can match
   * the sender with the links it carries.
   */
  MAIL_FROM: z.string().optional(),
  /** The service's name as e-mails give it (the respondent's invitation names who writes and from where). */
  SERVICE_NAME: z.string().trim().min(1).max(60).default('Mediation Portal'),
  BOOTSTRAP_ADMIN_EMAIL: z.email().optional(),
  BOOTSTRAP_ADMIN_PASSWORD: z.string().min(LIMITS.passwordMin).max(LIMITS.passwordMax).optional(),
  BOOTSTRAP_INVITE_CODE: z
    .string()
    .regex(/^[A-Za-z0-9]{4,20}$/)
    .optional(),
  REGISTRATION_INVITE_REQUIRED: bool.default(true),
  UPLOAD_MAX_MB: z.coerce.number().positive().max(100).default(10),
  /** How long a client may take to send a request's headers. */
  HEADERS_TIMEOUT_MS: z.coerce.number().int().min(500).max(600_000).default(10_000),
  /**
   * How long a client may take to send a whole request, headers and body; by default long enough for the largest
   * upload (UPLOAD_MAX_MB) at 256 KiB/s, plus 10 s.
   */
  REQUEST_TIMEOUT_MS: z.coerce.number().int().min(500).max(3_600_000).optional(),
  /** How long a JSON (non-upload) body may take to arrive in full. */
  BODY_TIMEOUT_MS: z.coerce.number().int().min(500).max(600_000).default(10_000),
  /** The longest pause between two bytes of a request body, uploads included: a slow sender is dropped after it. */
  BODY_IDLE_TIMEOUT_MS: z.coerce.number().int().min(500).max(600_000).default(4_000),
  /** How long an idle keep-alive connection stays open (above a load balancer's idle timeout when behind one). */
  KEEP_ALIVE_TIMEOUT_MS: z.coerce.number().int().min(1_000).max(600_000).default(72_000),
  /**
   * Open connections one address may hold; more are closed as they arrive. Behind a proxy or load balancer every
   * client shares the proxy's address, so raise it there (or cap per client at the proxy).
   */
  MAX_CONNECTIONS_PER_IP: z.coerce.number().int().min(1).max(1_000_000).default(256),
  SESSION_DAYS: z.coerce.number().int().min(1).max(365).default(30),
  /** Keys the stored hashes of e-mail codes; made once under DATA_DIR when not set (several nodes must share it). */
  CODE_SECRET: z.string().min(32, 'must be at least 32 characters').optional(),
  /** Serve over HTTPS only (adds upgrade-insecure-requests and HSTS). */
  HTTPS: bool.default(false),
  TRUST_PROXY: bool.default(false),
  /** Scales every rate limit (tests and load tests raise it; production keeps 1). */
  RATE_LIMIT_MULTIPLIER: z.coerce.number().min(1).max(10_000).default(1),
  /** The market simulator's seed: the same seed gives the same history. */
  MARKET_SEED: z.string().min(1).max(64).default('sandbox-2026'),
  /** Sandbox switch that keeps every market open; defaults to on outside production. */
  MARKET_ALWAYS_OPEN: bool.optional(),
  /** How often the simulator ticks and publishes changed quotes. */
  MARKET_TICK_MS: z.coerce.number().int().min(10).max(60_000).default(500),
  /** Sockets on /api/ws one address may hold without signing in (the trade app's public quote streams are anonymous). */
  WS_ANONYMOUS_PER_IP: z.coerce.number().int().min(1).max(1_000_000).default(20),
  /** How long a socket on /api/ws may stay open neither signed in nor subscribed to anything. */
  WS_ANONYMOUS_IDLE_MS: z.coerce.number().int().min(100).max(600_000).default(15_000),
  /** Sandbox rails (simulated chain and bank, test-payment controls); defaults to on outside production. */
  SANDBOX: bool.optional(),
  /**
   * Seeds sandbox content at the first start (house institutions that trade, loan products, market news from the
   * simulator's record); defaults to on in development, off in tests; never in production.
   */
  SANDBOX_CONTENT: bool.optional(),
  /** For automated tests only: anyone may read one address's mail from the development mailbox. */
  DEV_MAILBOX_PUBLIC: bool.default(false),
  /** How often the sandbox chain makes a block. */
  CHAIN_BLOCK_MS: z.coerce.number().int().min(50).max(600_000).default(4_000),
  /**
   * Cloud mining's settlement period, minutes: a whole number of 10-minute blocks dividing a day. Fixed into the
   * simulated network when it is first created (later changes do not move its periods).
   */
  MINING_PERIOD_MINUTES: z.coerce
    .number()
    .int()
    .min(10)
    .max(1440)
    .refine((v) => v % 10 === 0 && 1440 % v === 0, 'must be a multiple of 10 that divides 1440')
    .default(1440),
  /** How long after submission the sandbox bank verifier decides a deposit (at most the promised 5 minutes). */
  BANK_VERIFIER_DELAY_SECONDS: z.coerce.number().int().min(0).max(300).default(60),
  /** An external live-chat widget's script (Chatwoot-style); when set, the apps load it instead of the built-in chat. */
  CHAT_WIDGET_SCRIPT_URL: z.url({ protocol: /^https?$/, error: 'must be an http(s) URL' }).optional(),
  /** The widget's public website token, passed to its init. */
  CHAT_WIDGET_TOKEN: z.string().max(200).optional(),
  /** Where users reach this platform (https://example.com): the links in e-mails start with it. */
  PUBLIC_URL: z.url({ protocol: /^https?$/, error: 'must be an http(s) URL' }).optional(),
  /** The trade app's store pages, shown on the install page; a store without one has no button (never a dead link). */
  APP_IOS_URL: z.url({ protocol: /^https$/, error: 'must be an https URL' }).optional(),
  APP_ANDROID_URL: z.url({ protocol: /^https$/, error: 'must be an https URL' }).optional(),
});

export type Env = z.infer<typeof envSchema>;

export interface Config extends Env {
  HOST: string;
  /**
   * Neither NODE_ENV nor SANDBOX was set: someone trying the platform on their own machine. The server keeps its
   * sandbox (free test payments, the development mailbox) off the network by listening on loopback only.
   */
  localOnly: boolean;
  /** PUBLIC_URL without a trailing slash, else this machine's address on PORT. */
  publicUrl: string;
  MAIL_FROM: string;
  dataDir: string;
  uploadMaxBytes: number;
  /** REQUEST_TIMEOUT_MS, or what the largest upload needs at 256 KiB/s plus 10 s. */
  requestTimeoutMs: number;
  /** The development mailbox exists only outside production and without SMTP. */
  devMailbox: boolean;
  /** The development mailbox answers anonymous readers too (one address at a time): DEV_MAILBOX_PUBLIC, for tests. */
  devMailboxPublic: boolean;
  marketAlwaysOpen: boolean;
  sandbox: boolean;
  /** Sandbox content (institutions, loan products, news) is seeded at the first start: never in production. */
  sandboxContent: boolean;
  /** The external chat widget, with the origin the CSP must allow; null when the built-in chat is used. */
  chatWidget: { scriptUrl: string; token: string | null; origin: string } | null;
  version: string;
}

export class ConfigError extends Error {}

/** The slowest upload speed the default request timeout still lets through. */
const UPLOAD_MIN_BYTES_PER_SECOND = 256 * 1024;

const isLoopback = (host: string) => host === 'localhost' || host === '::1' || /^127(\.\d{1,3}){3}$/.test(host);

export function loadConfig(source: Record<string, string | undefined> = process.env): Config {
  const present = Object.fromEntries(Object.entries(source).filter(([, v]) => v !== undefined && v !== ''));
  const parsed = envSchema.safeParse(present);
  const localOnly = present.NODE_ENV === undefined && present.SANDBOX === undefined;
  const lines = parsed.success ? [] : parsed.error.issues.map((i) => `  ${i.path.join('.')}: ${i.message}`);
  if (localOnly && present.HOST !== undefined && !isLoopback(present.HOST)) {
    lines.push('  HOST: listening beyond this machine needs a chosen mode: set NODE_ENV (or SANDBOX) as well');
  }
  if (!parsed.success || lines.length > 0) throw new ConfigError(`Invalid configuration:\n${lines.join('\n')}`);
  const env = parsed.data;
  const devMailbox = env.NODE_ENV !== 'production' && !env.SMTP_URL;
  const uploadMaxBytes = Math.round(env.UPLOAD_MAX_MB * 1024 * 1024);
  const publicUrl = (env.PUBLIC_URL ?? `http://localhost:${env.PORT}`).replace(/\/+$/, '');
  return {
    ...env,
    HOST: env.HOST ?? (localOnly ? '127.0.0.1' : '0.0.0.0'),
    localOnly,
    publicUrl,
    MAIL_FROM: env.MAIL_FROM ?? `${env.SERVICE_NAME} <no-reply@${new URL(publicUrl).hostname}>`,
    dataDir: resolve(env.DATA_DIR),
    uploadMaxBytes,
    requestTimeoutMs: env.REQUEST_TIMEOUT_MS ?? 10_000 + Math.ceil(uploadMaxBytes / UPLOAD_MIN_BYTES_PER_SECOND) * 1000,
    devMailbox,
    devMailboxPublic: devMailbox && env.DEV_MAILBOX_PUBLIC,
    marketAlwaysOpen: env.MARKET_ALWAYS_OPEN ?? env.NODE_ENV !== 'production',
    sandbox: env.SANDBOX ?? env.NODE_ENV !== 'production',
    sandboxContent: env.NODE_ENV !== 'production' && (env.SANDBOX_CONTENT ?? env.NODE_ENV === 'development'),
    chatWidget: env.CHAT_WIDGET_SCRIPT_URL
      ? {
          scriptUrl: env.CHAT_WIDGET_SCRIPT_URL,
          token: env.CHAT_WIDGET_TOKEN ?? null,
          origin: new URL(env.CHAT_WIDGET_SCRIPT_URL).origin,
        }
      : null,
    version: process.env.npm_package_version ?? '0.1.0',
  };
}
