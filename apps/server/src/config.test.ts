import { describe, expect, it } from 'vitest';
import { ConfigError, DEVELOPMENT_SEALING_KEY, loadConfig } from './config.js';

const RAZORPAY = {
  RAZORPAY_KEY_ID: 'rzp_x',
  RAZORPAY_KEY_SECRET: 'secret',
  RAZORPAY_WEBHOOK_SECRET: 'whsec',
};

/** Everything production requires, so a test changes only what it is about. */
const PRODUCTION = {
  NODE_ENV: 'production',
  JWT_SECRET: 'x'.repeat(40),
  GOOGLE_CLIENT_ID: 'client.apps.googleusercontent.com',
  DATABASE_URL: 'postgres://db/engagex',
  ...RAZORPAY,
  SMTP_URL: 'smtps://mailer:secret@smtp.example.com:465',
  SECRETS_ENCRYPTION_KEY: Buffer.alloc(32, 7).toString('base64'),
};

function problemsOf(env: Record<string, string>) {
  try {
    loadConfig(env);
  } catch (error) {
    if (error instanceof ConfigError) return error.problems;
    throw error;
  }
  return [];
}

describe('configuration', () => {
  it('defaults to the embedded database with the dev identity provider and demo data', () => {
    const config = loadConfig({});
    expect(config.database).toEqual({ kind: 'pglite', dataDir: './data' });
    expect(config.devIdp).toBe(true);
    expect(config.seedDemoData).toBe(true);
    expect(config.port).toBe(3000);
    expect(config.services).toContain('main');
  });

  it('turns the dev identity provider off by default on PostgreSQL', () => {
    const config = loadConfig({ DATABASE_URL: 'postgres://localhost/x' });
    expect(config.database.kind).toBe('postgres');
    expect(config.devIdp).toBe(false);
  });

  it('lists every bad value at once', () => {
    const problems = problemsOf({ PORT: 'eighty', SERVICES: 'main,teleport', DATABASE_URL: 'mysql://x' });
    expect(problems).toHaveLength(3);
    expect(problems.join('\n')).toMatch(/PORT/);
    expect(problems.join('\n')).toMatch(/SERVICES/);
    expect(problems.join('\n')).toMatch(/DATABASE_URL: must be a postgres:\/\/ URL/);
  });

  it('refuses the dev identity provider and missing secrets in production', () => {
    const problems = problemsOf({ NODE_ENV: 'production', DEV_IDP: 'true' });
    expect(problems).toEqual([
      'DEV_IDP: the development identity provider is refused in production',
      'JWT_SECRET: required in production',
      'GOOGLE_CLIENT_ID: required in production',
      'DATABASE_URL: required in production (the embedded database is for development)',
      'RAZORPAY_KEY_ID, RAZORPAY_KEY_SECRET, RAZORPAY_WEBHOOK_SECRET: required for the razorpay gateway',
      'SECRETS_ENCRYPTION_KEY: required in production (authenticator and webhook signing secrets are sealed with it; `openssl rand -base64 32`)',
      'SMTP_URL: required in production (without it emails are only kept, never sent)',
    ]);
    expect(problemsOf({ NODE_ENV: 'production', PAYMENT_GATEWAY: 'sandbox' })).toContain(
      'PAYMENT_GATEWAY: the sandbox gateway is refused in production',
    );
  });

  it('accepts a complete production configuration with the dev identity provider off', () => {
    const config = loadConfig({
      NODE_ENV: 'production',
      JWT_SECRET: 'x'.repeat(40),
      GOOGLE_CLIENT_ID: 'client.apps.googleusercontent.com',
      DATABASE_URL: 'postgres://db/engagex',
      RAZORPAY_KEY_ID: 'rzp_live_x',
      RAZORPAY_KEY_SECRET: 'secret',
      RAZORPAY_WEBHOOK_SECRET: 'whsec',
      SMTP_URL: 'smtps://mailer:secret@smtp.example.com:465',
      SECRETS_ENCRYPTION_KEY: Buffer.alloc(32, 7).toString('base64'),
    });
    expect(config.devIdp).toBe(false);
    expect(config.mail).toMatchObject({
      smtpUrl: 'smtps://mailer:secret@smtp.example.com:465',
      mailbox: false,
    });
    expect(config.payments.gateway).toBe('razorpay');
    expect(config.seedDemoData).toBe(false);
  });

  it('names a support address for appeals outside production, only the one given in production', () => {
    expect(loadConfig({}).supportEmail).toBe('support@engagex.dev');
    expect(loadConfig({ SUPPORT_EMAIL: 'appeals@example.org' }).supportEmail).toBe('appeals@example.org');
    expect(problemsOf({ SUPPORT_EMAIL: 'not an address' }).join('\n')).toMatch(/SUPPORT_EMAIL/);
    expect(loadConfig(PRODUCTION).supportEmail).toBeNull();
  });

  it('seals secrets under the first SECRETS_ENCRYPTION_KEY, opens with any, derives a development key elsewhere (decisions 100, 102)', () => {
    const [newer, older] = [Buffer.alloc(32, 1), Buffer.alloc(32, 2)];
    const list = `${newer.toString('base64')}, ${older.toString('base64')}`;
    const keys = loadConfig({ ...PRODUCTION, SECRETS_ENCRYPTION_KEY: list }).secretKeys;
    expect(keys.map((key) => key.key)).toEqual([newer, older]);
    expect(keys.map((key) => key.id)).toEqual([
      expect.stringMatching(/^[0-9a-f]{8}$/),
      expect.stringMatching(/^[0-9a-f]{8}$/),
    ]);
    expect(keys[0]?.id).not.toBe(keys[1]?.id);
    expect(loadConfig({}).secretKeys).toEqual([DEVELOPMENT_SEALING_KEY]);
    expect(DEVELOPMENT_SEALING_KEY).toMatchObject({ id: 'dev' });
    expect(DEVELOPMENT_SEALING_KEY.key).toHaveLength(32);
    const missing =
      'SECRETS_ENCRYPTION_KEY: required in production (authenticator and webhook signing secrets are sealed with it; `openssl rand -base64 32`)';
    expect(problemsOf({ ...PRODUCTION, SECRETS_ENCRYPTION_KEY: '' })).toEqual([missing]);
    expect(problemsOf({ ...PRODUCTION, SECRETS_ENCRYPTION_KEY: '', MFA_ENCRYPTION_KEY: '' })).toEqual([
      missing,
    ]);
    expect(
      problemsOf({ SECRETS_ENCRYPTION_KEY: `${Buffer.alloc(16).toString('base64')},not base64!` }),
    ).toEqual([
      'SECRETS_ENCRYPTION_KEY: key 1 is not 32 bytes in base64 (`openssl rand -base64 32`)',
      'SECRETS_ENCRYPTION_KEY: key 2 is not 32 bytes in base64 (`openssl rand -base64 32`)',
    ]);
    expect(
      problemsOf({ SECRETS_ENCRYPTION_KEY: `${newer.toString('base64')},${newer.toString('base64')}` }),
    ).toEqual(['SECRETS_ENCRYPTION_KEY: key 2 is listed twice']);
  });

  it('still reads MFA_ENCRYPTION_KEY, the older name, and refuses it set to other keys beside the new one (decision 102)', () => {
    const newer = Buffer.alloc(32, 1).toString('base64');
    const older = Buffer.alloc(32, 2).toString('base64');
    const { SECRETS_ENCRYPTION_KEY: _, ...withoutKey } = PRODUCTION;
    const byOldName = loadConfig({ ...withoutKey, MFA_ENCRYPTION_KEY: `${newer},${older}` }).secretKeys;
    expect(byOldName).toEqual(
      loadConfig({ ...withoutKey, SECRETS_ENCRYPTION_KEY: `${newer},${older}` }).secretKeys,
    );
    expect(
      loadConfig({ ...withoutKey, SECRETS_ENCRYPTION_KEY: newer, MFA_ENCRYPTION_KEY: ` ${newer} ` })
        .secretKeys,
    ).toEqual(loadConfig({ ...withoutKey, SECRETS_ENCRYPTION_KEY: newer }).secretKeys);
    const twoLists =
      'SECRETS_ENCRYPTION_KEY: MFA_ENCRYPTION_KEY (its older name) is also set, to other keys; keep one, or give both the same list';
    expect(problemsOf({ ...withoutKey, SECRETS_ENCRYPTION_KEY: newer, MFA_ENCRYPTION_KEY: older })).toEqual([
      twoLists,
    ]);
    // The same keys in another order would seal under another key: refused too.
    expect(
      problemsOf({ SECRETS_ENCRYPTION_KEY: `${newer},${older}`, MFA_ENCRYPTION_KEY: `${older},${newer}` }),
    ).toEqual([twoLists]);
    expect(problemsOf({ MFA_ENCRYPTION_KEY: 'short' })).toEqual([
      'MFA_ENCRYPTION_KEY: key 1 is not 32 bytes in base64 (`openssl rand -base64 32`)',
    ]);
  });

  it('withholds admin and payout tools from sessions without a second factor in production only (decision 089)', () => {
    expect(loadConfig(PRODUCTION).requireMfaFor).toEqual(['admin', 'payout']);
    expect(loadConfig({ ...PRODUCTION, REQUIRE_MFA_FOR: '' }).requireMfaFor).toEqual([]);
    expect(loadConfig({}).requireMfaFor).toEqual([]);
    expect(loadConfig({ REQUIRE_MFA_FOR: 'admin, organiser' }).requireMfaFor).toEqual(['admin', 'organiser']);
    expect(problemsOf({ REQUIRE_MFA_FOR: 'admin,root' })).toEqual([
      'REQUIRE_MFA_FOR: not a role: root (roles: user, employee, organiser, admin, payout)',
    ]);
  });

  it('takes the platform’s tax profile as all four settings or none, the demo’s with demo data (decision 079)', () => {
    expect(loadConfig({}).platformTaxProfile?.gstin).toBe('27AABCE1234F1Z5');
    expect(loadConfig({ SEED_DEMO_DATA: 'false' }).platformTaxProfile).toBeNull();
    const delhi = {
      PLATFORM_LEGAL_NAME: 'EngageX Private Limited',
      PLATFORM_GSTIN: ' 07aaace5678k1z9 ',
      PLATFORM_ADDRESS: 'Connaught Place, New Delhi 110001',
      PLATFORM_STATE_CODE: '07',
    };
    expect(loadConfig(delhi).platformTaxProfile).toMatchObject({ gstin: '07AAACE5678K1Z9', stateCode: '07' });
    expect(problemsOf({ PLATFORM_GSTIN: '07AAACE5678K1Z9' }).join('\n')).toMatch(
      /PLATFORM_LEGAL_NAME, PLATFORM_ADDRESS, PLATFORM_STATE_CODE: set all four/,
    );
    expect(problemsOf({ ...delhi, PLATFORM_STATE_CODE: '27' }).join('\n')).toMatch(
      /PLATFORM_GSTIN: The GSTIN’s first two digits must be the state you chose/,
    );
    expect(problemsOf({ ...delhi, PLATFORM_GSTIN: '07AAACE5678K1Z8' }).join('\n')).toMatch(/PLATFORM_GSTIN/);
  });

  it('serves a subset of services when asked', () => {
    expect(loadConfig({ SERVICES: 'module, main' }).services).toEqual(['module', 'main']);
  });

  describe('development conveniences stay on this machine', () => {
    it('listens on loopback when the identity provider or the sandbox gateway is served', () => {
      const config = loadConfig({});
      expect(config.host).toBe('127.0.0.1');
      expect(config.devConveniences).toHaveLength(2);
      // On PostgreSQL the identity provider is off, but the sandbox gateway is still the default.
      const postgres = loadConfig({ DATABASE_URL: 'postgres://localhost/x' });
      expect(postgres.devConveniences).toEqual(['the sandbox payment gateway (PAYMENT_GATEWAY=sandbox)']);
      expect(postgres.host).toBe('127.0.0.1');
    });

    it('refuses a network address while a convenience is on, unless the operator opts in', () => {
      for (const HOST of ['0.0.0.0', '::', '192.168.1.10', 'example.com']) {
        expect(problemsOf({ HOST })).toEqual([
          expect.stringMatching(
            new RegExp(
              `^HOST: ${HOST.replaceAll('.', '\\.')} would let anyone .*ALLOW_DEV_CONVENIENCES_ON_NETWORK=true`,
            ),
          ),
        ]);
      }
      for (const HOST of ['127.0.0.1', 'localhost', '::1', '127.0.1.1'])
        expect(problemsOf({ HOST })).toEqual([]);
      const opted = loadConfig({ HOST: '0.0.0.0', ALLOW_DEV_CONVENIENCES_ON_NETWORK: 'true' });
      expect(opted.host).toBe('0.0.0.0');
      expect(loadConfig({ ALLOW_DEV_CONVENIENCES_ON_NETWORK: 'true' }).host).toBe('0.0.0.0');
    });

    it('listens everywhere when the process serves no convenience', () => {
      expect(loadConfig({ SERVICES: 'events,main' }).host).toBe('0.0.0.0');
      expect(loadConfig({ DEV_IDP: 'false', PAYMENT_GATEWAY: 'razorpay', ...RAZORPAY }).host).toBe('0.0.0.0');
      expect(loadConfig({ HOST: '0.0.0.0', SERVICES: 'events' }).devConveniences).toEqual([]);
    });
  });

  it('bounds slow clients in seconds by default and refuses timeouts that contradict each other', () => {
    expect(loadConfig({}).timeouts).toEqual({
      connectionMs: 30_000,
      headersMs: 10_000,
      requestMs: 30_000,
      keepAliveMs: 10_000,
    });
    expect(problemsOf({ HEADERS_TIMEOUT_MS: '40000', KEEP_ALIVE_TIMEOUT_MS: '65000' })).toEqual([
      'HEADERS_TIMEOUT_MS: must not exceed REQUEST_TIMEOUT_MS (the headers are part of the request)',
      'KEEP_ALIVE_TIMEOUT_MS: must not exceed CONNECTION_TIMEOUT_MS, which would close the idle socket first',
    ]);
    expect(problemsOf({ REQUEST_TIMEOUT_MS: '0' })).toHaveLength(1);
  });
});
