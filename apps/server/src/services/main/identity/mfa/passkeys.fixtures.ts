/**
 * A software authenticator for the passkey suites (decision 092): an ES256 key from node:crypto that answers
 * registration options with attestation `none` and sign-in options with a signed assertion, as a browser would hand
 * them to the server. Its counter and origin can be set to test what the server refuses. Changes when what the
 * server asks of an authenticator does.
 */
import { createHash, generateKeyPairSync, type KeyObject, randomBytes, sign } from 'node:crypto';
import type { TPasskeyAssertion, TPasskeyAttestation, TPasskeyOptions } from '@engagex/contracts';
import { mfaApi } from '@engagex/contracts/api/mfa';
import { isoCBOR } from '@simplewebauthn/server/helpers';
import { inject } from '../../../../test/api.js';
import { type Injector, type Session, signIn } from '../../../../test/harness.js';

/** Where the suites' server is (testConfig's PUBLIC_URL default), so its origin and RP ID. */
export const TEST_ORIGIN = 'http://localhost:3000';

const b64 = (bytes: Uint8Array) => Buffer.from(bytes).toString('base64url');
const sha256 = (data: Uint8Array | string) => createHash('sha256').update(data).digest();
const uint32 = (value: number) => {
  const out = Buffer.alloc(4);
  out.writeUInt32BE(value);
  return out;
};

/** User present, user verified (and, for a new credential, attested credential data included). */
const FLAGS = { UP: 0x01, UV: 0x04, AT: 0x40 };

export class SoftAuthenticator {
  readonly credentialId = randomBytes(16);
  private readonly privateKey: KeyObject;
  private readonly cosePublicKey: Uint8Array;
  /** The signature counter the next assertion carries (then raised by one). */
  counter = 0;

  constructor(readonly origin = TEST_ORIGIN) {
    const { privateKey, publicKey } = generateKeyPairSync('ec', { namedCurve: 'P-256' });
    this.privateKey = privateKey;
    const jwk = publicKey.export({ format: 'jwk' });
    // COSE_Key (RFC 9052): kty EC2, alg ES256, crv P-256, x, y.
    this.cosePublicKey = isoCBOR.encode(
      new Map<number, number | Uint8Array>([
        [1, 2],
        [3, -7],
        [-1, 1],
        [-2, new Uint8Array(Buffer.from(jwk.x ?? '', 'base64url'))],
        [-3, new Uint8Array(Buffer.from(jwk.y ?? '', 'base64url'))],
      ]),
    );
  }

  get id() {
    return b64(this.credentialId);
  }

  private clientData(type: 'webauthn.create' | 'webauthn.get', challenge: string, origin: string) {
    return Buffer.from(JSON.stringify({ type, challenge, origin, crossOrigin: false }));
  }

  /** `navigator.credentials.create()` with attestation `none`. */
  register(options: TPasskeyOptions, { origin = this.origin } = {}): TPasskeyAttestation {
    const rpId = (options.rp as { id: string }).id;
    const authData = Buffer.concat([
      sha256(rpId),
      Buffer.from([FLAGS.UP | FLAGS.UV | FLAGS.AT]),
      uint32(this.counter),
      Buffer.alloc(16), // AAGUID: none given
      Buffer.from([0, this.credentialId.length]),
      this.credentialId,
      this.cosePublicKey,
    ]);
    const attestationObject = isoCBOR.encode(
      new Map<string, unknown>([
        ['fmt', 'none'],
        ['attStmt', new Map()],
        ['authData', new Uint8Array(authData)],
      ]) as never,
    );
    return {
      id: this.id,
      rawId: this.id,
      type: 'public-key',
      response: {
        clientDataJSON: b64(this.clientData('webauthn.create', options.challenge, origin)),
        attestationObject: b64(attestationObject),
        transports: ['internal'],
      },
      clientExtensionResults: {},
    };
  }

  /** `navigator.credentials.get()`: signs the RP ID's hash, flags, counter and the client data's hash. */
  assert(
    options: TPasskeyOptions,
    { origin = this.origin, counter }: { origin?: string; counter?: number } = {},
  ) {
    const rpId = options.rpId as string;
    const count = counter ?? ++this.counter;
    const authenticatorData = Buffer.concat([
      sha256(rpId),
      Buffer.from([FLAGS.UP | FLAGS.UV]),
      uint32(count),
    ]);
    const clientDataJSON = this.clientData('webauthn.get', options.challenge, origin);
    const signature = sign(
      'sha256',
      Buffer.concat([authenticatorData, sha256(clientDataJSON)]),
      this.privateKey,
    );
    const assertion: TPasskeyAssertion = {
      id: this.id,
      rawId: this.id,
      type: 'public-key',
      response: {
        clientDataJSON: b64(clientDataJSON),
        authenticatorData: b64(authenticatorData),
        signature: b64(signature),
      },
      clientExtensionResults: {},
    };
    return assertion;
  }
}

/** Adds a passkey from `authenticator` for the session's person; answers what the server answered. */
export async function addPasskey(
  app: Injector,
  session: Session,
  authenticator: SoftAuthenticator,
  name = 'Laptop',
) {
  const options = (await inject(app, mfaApi.passkeyRegisterOptions, { session })).data();
  return inject(app, mfaApi.passkeyRegister, {
    session,
    body: { name, response: authenticator.register(options) },
  });
}

/**
 * A person whose only second factor is a passkey: the session that added it, the authenticator, their codes. The
 * origin is the server's PUBLIC_URL (test/processes.ts has its own).
 */
export async function withPasskey(app: Injector, email: string, origin = TEST_ORIGIN) {
  const session = await signIn(app, email);
  const authenticator = new SoftAuthenticator(origin);
  const answer = await addPasskey(app, session, authenticator);
  if (answer.statusCode !== 201) throw new Error(`adding a passkey failed: ${answer.body}`);
  const added = answer.data();
  return { session, authenticator, passkey: added.passkey, recoveryCodes: added.recoveryCodes ?? [] };
}
