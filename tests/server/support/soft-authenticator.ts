import { createHash, generateKeyPairSync, randomBytes, sign, type KeyObject } from 'node:crypto';
import { encodeCBOR, type CBORType } from '@levischuck/tiny-cbor';
import type { components } from '../../../src/server/contract-types';

type Schemas = components['schemas'];
export type RegistrationCredential = Schemas['PasskeyRegistrationCredential'];
export type AuthenticationCredential = Schemas['PasskeyAuthenticationCredential'];

/** Authenticator data flags (WebAuthn §6.1): user present, user verified, attested credential data. */
const UP = 0x01;
const UV = 0x04;
const AT = 0x40;

const b64url = (bytes: Uint8Array | Buffer | string) => Buffer.from(bytes).toString('base64url');
const sha256 = (data: Buffer | string) => createHash('sha256').update(data).digest();

/** How an answer is made: what the authenticator says it checked, and what the browser says it saw. */
export interface AnswerOptions {
  origin?: string;
  rpId?: string;
  userVerified?: boolean;
  /** The signature counter to report; by default one more than the last answer's. */
  counter?: number;
}

/**
 * A software passkey for tests: one EC P-256 key pair (node:crypto) and its credential, answering
 * WebAuthn ceremonies as a browser and an authenticator together would, attestation "none",
 * CBOR encoded with @levischuck/tiny-cbor (the library @simplewebauthn/server decodes with).
 * Test code only: the product verifies with @simplewebauthn/server.
 */
export class SoftAuthenticator {
  readonly credentialId = b64url(randomBytes(16));
  private readonly keys = generateKeyPairSync('ec', { namedCurve: 'P-256' });
  private counter = 0;
  /** The WebAuthn user id the registration options gave (sent back as the assertion's userHandle). */
  userHandle: string | undefined;

  constructor(private readonly defaults: { origin: string; rpId: string }) {}

  /** The credential's public key as COSE_Key (ES256), what the server stores. */
  cosePublicKey(): Uint8Array {
    const jwk = this.keys.publicKey.export({ format: 'jwk' });
    return encodeCBOR(
      new Map<number, CBORType>([
        [1, 2], // kty: EC2
        [3, -7], // alg: ES256
        [-1, 1], // crv: P-256
        [-2, new Uint8Array(Buffer.from(jwk.x!, 'base64url'))],
        [-3, new Uint8Array(Buffer.from(jwk.y!, 'base64url'))],
      ]),
    );
  }

  private authenticatorData(rpId: string, flags: number, counter: number, attested: boolean): Buffer {
    const count = Buffer.alloc(4);
    count.writeUInt32BE(counter);
    const parts = [sha256(rpId), Buffer.from([flags]), count];
    if (attested) {
      const id = Buffer.from(this.credentialId, 'base64url');
      const length = Buffer.alloc(2);
      length.writeUInt16BE(id.length);
      parts.push(Buffer.alloc(16), length, id, Buffer.from(this.cosePublicKey()));
    }
    return Buffer.concat(parts);
  }

  private clientData(type: 'webauthn.create' | 'webauthn.get', challenge: string, origin: string): Buffer {
    return Buffer.from(JSON.stringify({ type, challenge, origin, crossOrigin: false }));
  }

  /** Answers registration options (navigator.credentials.create()) with this credential. */
  register(options: { challenge: string; user?: { id: string } }, answer: AnswerOptions = {}): RegistrationCredential {
    const { origin = this.defaults.origin, rpId = this.defaults.rpId, userVerified = true } = answer;
    this.userHandle = options.user?.id;
    const flags = UP | AT | (userVerified ? UV : 0);
    const authData = this.authenticatorData(rpId, flags, this.counter, true);
    const attestationObject = encodeCBOR(
      new Map<string, CBORType>([
        ['fmt', 'none'],
        ['attStmt', new Map<string, CBORType>()],
        ['authData', new Uint8Array(authData)],
      ]),
    );
    return {
      id: this.credentialId,
      rawId: this.credentialId,
      type: 'public-key',
      authenticatorAttachment: 'platform',
      clientExtensionResults: {},
      response: {
        clientDataJSON: b64url(this.clientData('webauthn.create', options.challenge, origin)),
        attestationObject: b64url(attestationObject),
        transports: ['internal'],
      },
    };
  }

  /** Answers authentication options (navigator.credentials.get()): a signature over the challenge. */
  assert(options: { challenge: string }, answer: AnswerOptions = {}): AuthenticationCredential {
    const { origin = this.defaults.origin, rpId = this.defaults.rpId, userVerified = true } = answer;
    this.counter = answer.counter ?? this.counter + 1;
    const authData = this.authenticatorData(rpId, UP | (userVerified ? UV : 0), this.counter, false);
    const clientData = this.clientData('webauthn.get', options.challenge, origin);
    const signature = sign('sha256', Buffer.concat([authData, sha256(clientData)]), this.keys.privateKey);
    return {
      id: this.credentialId,
      rawId: this.credentialId,
      type: 'public-key',
      authenticatorAttachment: 'platform',
      clientExtensionResults: {},
      response: {
        clientDataJSON: b64url(clientData),
        authenticatorData: b64url(authData),
        signature: b64url(signature),
        ...(this.userHandle && { userHandle: this.userHandle }),
      },
    };
  }

  /** Another key's signature over the same data: what a forger without this passkey could send. */
  static forgedBy(other: KeyObject, credential: AuthenticationCredential): AuthenticationCredential {
    const authData = Buffer.from(credential.response.authenticatorData, 'base64url');
    const clientData = Buffer.from(credential.response.clientDataJSON, 'base64url');
    const signature = sign('sha256', Buffer.concat([authData, sha256(clientData)]), other);
    return { ...credential, response: { ...credential.response, signature: b64url(signature) } };
  }
}
