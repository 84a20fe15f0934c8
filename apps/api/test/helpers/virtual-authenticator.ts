import { createHash, generateKeyPairSync, randomBytes, sign, type KeyObject } from 'node:crypto';
import { isoCBOR } from '@simplewebauthn/server/helpers';

/*
 * A software WebAuthn authenticator for the tests: an ES256 (P-256) key per credential, the
 * `none` attestation format, a signature counter. It answers options the way
 * @simplewebauthn/browser hands them to the server.
 */

const b64url = (bytes: Uint8Array | Buffer) => Buffer.from(bytes).toString('base64url');
const sha256 = (data: Uint8Array | string) => createHash('sha256').update(data).digest();

interface Credential {
  id: Buffer;
  privateKey: KeyObject;
  publicKey: KeyObject;
  rpId: string;
  userHandle: string;
  counter: number;
}

/** Authenticator data: rpIdHash, flags (UP, UV, AT when attesting), counter, attested data. */
function authenticatorData(rpId: string, counter: number, attested?: Buffer, uv = true): Buffer {
  const flags = 0x01 | (uv ? 0x04 : 0) | (attested ? 0x40 : 0);
  const count = Buffer.alloc(4);
  count.writeUInt32BE(counter);
  return Buffer.concat([sha256(rpId), Buffer.from([flags]), count, attested ?? Buffer.alloc(0)]);
}

/** The COSE form of an EC2 P-256 public key. */
function coseKey(publicKey: KeyObject): Uint8Array {
  const jwk = publicKey.export({ format: 'jwk' });
  return isoCBOR.encode(
    new Map<number, number | Uint8Array>([
      [1, 2],
      [3, -7],
      [-1, 1],
      [-2, new Uint8Array(Buffer.from(jwk.x!, 'base64url'))],
      [-3, new Uint8Array(Buffer.from(jwk.y!, 'base64url'))],
    ]),
  );
}

export class VirtualAuthenticator {
  readonly credentials: Credential[] = [];

  constructor(
    readonly origin: string,
    /** Whether it verifies its user (PIN, biometrics). */
    private readonly userVerified = true,
  ) {}

  /** Answers registration options (navigator.credentials.create). */
  register(options: Record<string, unknown>) {
    const rp = options.rp as { id: string };
    const user = options.user as { id: string };
    const { privateKey, publicKey } = generateKeyPairSync('ec', { namedCurve: 'P-256' });
    const credential: Credential = {
      id: randomBytes(32),
      privateKey,
      publicKey,
      rpId: rp.id,
      userHandle: user.id,
      counter: 0,
    };
    this.credentials.push(credential);
    const idLength = Buffer.alloc(2);
    idLength.writeUInt16BE(credential.id.length);
    const attested = Buffer.concat([
      Buffer.alloc(16), // AAGUID
      idLength,
      credential.id,
      Buffer.from(coseKey(publicKey)),
    ]);
    const clientDataJSON = Buffer.from(
      JSON.stringify({
        type: 'webauthn.create',
        challenge: options.challenge,
        origin: this.origin,
        crossOrigin: false,
      }),
    );
    const attestationObject = isoCBOR.encode(
      new Map<string, unknown>([
        ['fmt', 'none'],
        ['attStmt', new Map()],
        ['authData', new Uint8Array(authenticatorData(rp.id, 0, attested, this.userVerified))],
      ]) as never,
    );
    return {
      id: b64url(credential.id),
      rawId: b64url(credential.id),
      type: 'public-key',
      response: {
        clientDataJSON: b64url(clientDataJSON),
        attestationObject: b64url(attestationObject),
        transports: ['internal'],
      },
      clientExtensionResults: {},
      authenticatorAttachment: 'platform',
    };
  }

  /** Answers authentication options (navigator.credentials.get) with a credential of its own. */
  authenticate(
    options: Record<string, unknown>,
    pick: Credential | undefined = this.credentials[0],
    tamper: { origin?: string; counter?: number } = {},
  ) {
    if (!pick) throw new Error('no credential');
    pick.counter = tamper.counter ?? pick.counter + 1;
    const data = authenticatorData(
      (options.rpId as string) ?? pick.rpId,
      pick.counter,
      undefined,
      this.userVerified,
    );
    const clientDataJSON = Buffer.from(
      JSON.stringify({
        type: 'webauthn.get',
        challenge: options.challenge,
        origin: tamper.origin ?? this.origin,
        crossOrigin: false,
      }),
    );
    const signature = sign(
      'sha256',
      Buffer.concat([data, sha256(clientDataJSON)]),
      pick.privateKey,
    );
    return {
      id: b64url(pick.id),
      rawId: b64url(pick.id),
      type: 'public-key',
      response: {
        clientDataJSON: b64url(clientDataJSON),
        authenticatorData: b64url(data),
        signature: b64url(signature),
        userHandle: pick.userHandle,
      },
      clientExtensionResults: {},
      authenticatorAttachment: 'platform',
    };
  }
}
