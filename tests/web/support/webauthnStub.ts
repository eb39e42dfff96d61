/**
 * The browser's WebAuthn API (navigator.credentials and PublicKeyCredential), which jsdom lacks,
 * stood in for by a fake authenticator: only the browser is faked, @simplewebauthn/browser and
 * the app run for real. Each prompt answers with a credential, or fails as a browser does
 * (a DOMException: NotAllowedError when the person closes the prompt or it times out).
 */

const bytes = (text: string) => new TextEncoder().encode(text).buffer;
/** base64url of the bytes of `text`, as @simplewebauthn/browser encodes buffers. */
export const b64url = (text: string) => btoa(text).replace(/\+/g, '-').replace(/\//g, '_').replace(/=+$/, '');

export type PromptOutcome = 'answer' | DOMException;

export interface WebAuthnStub {
  /** The options of every navigator.credentials.create() call, as the browser got them. */
  created: CredentialCreationOptions[];
  /** The options of every navigator.credentials.get() call. */
  requested: CredentialRequestOptions[];
  restore(): void;
}

/** A prompt the person closed (or that timed out), as browsers report it. */
export const closedPrompt = () =>
  new DOMException('The operation either timed out or was not allowed.', 'NotAllowedError');

/** Installs the fake; `outcomes` says how create() and get() answer (an answer by default). */
export function stubWebAuthn(outcomes: { create?: PromptOutcome; get?: PromptOutcome } = {}): WebAuthnStub {
  const created: CredentialCreationOptions[] = [];
  const requested: CredentialRequestOptions[] = [];
  const credentials = {
    async create(options: CredentialCreationOptions) {
      created.push(options);
      if (outcomes.create instanceof DOMException) throw outcomes.create;
      return {
        id: b64url('new-credential'),
        rawId: bytes('new-credential'),
        type: 'public-key',
        authenticatorAttachment: 'platform',
        response: {
          clientDataJSON: bytes('client data of create'),
          attestationObject: bytes('attestation object'),
          getTransports: () => ['internal'],
        },
        getClientExtensionResults: () => ({ credProps: { rk: true } }),
      };
    },
    async get(options: CredentialRequestOptions) {
      requested.push(options);
      if (outcomes.get instanceof DOMException) throw outcomes.get;
      return {
        id: b64url('kept-credential'),
        rawId: bytes('kept-credential'),
        type: 'public-key',
        authenticatorAttachment: 'platform',
        response: {
          clientDataJSON: bytes('client data of get'),
          authenticatorData: bytes('authenticator data'),
          signature: bytes('signature'),
          userHandle: bytes('user handle'),
        },
        getClientExtensionResults: () => ({}),
      };
    },
  };
  const hadNavigatorCredentials = Object.getOwnPropertyDescriptor(navigator, 'credentials');
  Object.defineProperty(navigator, 'credentials', { value: credentials, configurable: true });
  Object.defineProperty(window, 'PublicKeyCredential', {
    value: function PublicKeyCredential() {},
    configurable: true,
  });
  return {
    created,
    requested,
    restore() {
      if (hadNavigatorCredentials) Object.defineProperty(navigator, 'credentials', hadNavigatorCredentials);
      else delete (navigator as unknown as Record<string, unknown>).credentials;
      delete (window as unknown as Record<string, unknown>).PublicKeyCredential;
    },
  };
}

/** What the app sends the server for the fake's answers (as @simplewebauthn/browser encodes them). */
export const REGISTRATION_SENT = {
  id: b64url('new-credential'),
  rawId: b64url('new-credential'),
  type: 'public-key',
  authenticatorAttachment: 'platform',
  clientExtensionResults: { credProps: { rk: true } },
  response: {
    clientDataJSON: b64url('client data of create'),
    attestationObject: b64url('attestation object'),
    transports: ['internal'],
  },
};

export const ASSERTION_SENT = {
  id: b64url('kept-credential'),
  rawId: b64url('kept-credential'),
  type: 'public-key',
  authenticatorAttachment: 'platform',
  clientExtensionResults: {},
  response: {
    clientDataJSON: b64url('client data of get'),
    authenticatorData: b64url('authenticator data'),
    signature: b64url('signature'),
    userHandle: b64url('user handle'),
  },
};

/** Server options, as the contract gives them. */
export const REGISTRATION_OPTIONS = {
  challenge: b64url('registration challenge'),
  rp: { id: 'localhost', name: 'NHIA User Management' },
  user: { id: b64url('user handle'), name: 'amina.bello@nhia.example', displayName: 'Amina Bello' },
  pubKeyCredParams: [{ alg: -7, type: 'public-key' }],
  timeout: 120000,
  attestation: 'none',
  excludeCredentials: [],
  authenticatorSelection: { residentKey: 'required', requireResidentKey: true, userVerification: 'required' },
  extensions: { credProps: true },
  hints: [],
};

export const AUTHENTICATION_OPTIONS = {
  challenge: b64url('sign-in challenge'),
  rpId: 'localhost',
  timeout: 120000,
  userVerification: 'required',
};
