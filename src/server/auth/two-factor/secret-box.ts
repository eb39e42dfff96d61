import { createCipheriv, createDecipheriv, hkdfSync, randomBytes } from 'node:crypto';
import type { Settings } from '../../config';
import { linkSecretOf } from '../../exports/download-links';

const ALGORITHM = 'aes-256-gcm';
const IV_BYTES = 12;
const TAG_BYTES = 16;
const VERSION = 'v1';

/**
 * Seals second-factor secrets for the database (AES-256-GCM, node:crypto) under a key derived by
 * HKDF from LINK_SECRET, so a copy of the database alone reveals no authenticator secret. Each
 * value is bound to what it belongs to (`context`, e.g. the user): a sealed value moved to
 * another row does not open.
 */
export class SecretBox {
  constructor(private readonly key: Buffer) {}

  seal(plain: string, context: string): string {
    const iv = randomBytes(IV_BYTES);
    const cipher = createCipheriv(ALGORITHM, this.key, iv, { authTagLength: TAG_BYTES });
    cipher.setAAD(Buffer.from(context, 'utf8'));
    const body = Buffer.concat([cipher.update(plain, 'utf8'), cipher.final()]);
    return `${VERSION}.${Buffer.concat([iv, cipher.getAuthTag(), body]).toString('base64url')}`;
  }

  /** Throws when the value was not sealed under this key and context (LINK_SECRET changed, or a row was tampered with). */
  open(sealed: string, context: string): string {
    const [version, data] = sealed.split('.');
    if (version !== VERSION || !data) throw new Error('Not a sealed second-factor value.');
    const bytes = Buffer.from(data, 'base64url');
    const decipher = createDecipheriv(ALGORITHM, this.key, bytes.subarray(0, IV_BYTES), { authTagLength: TAG_BYTES });
    decipher.setAAD(Buffer.from(context, 'utf8'));
    decipher.setAuthTag(bytes.subarray(IV_BYTES, IV_BYTES + TAG_BYTES));
    return Buffer.concat([decipher.update(bytes.subarray(IV_BYTES + TAG_BYTES)), decipher.final()]).toString('utf8');
  }
}

const bySettings = new WeakMap<Settings, SecretBox>();

/** The app's box, made once per settings; the key is LINK_SECRET's, derived for this use alone. */
export function secretBoxOf(settings: Settings): SecretBox {
  let box = bySettings.get(settings);
  if (!box) {
    const key = Buffer.from(hkdfSync('sha256', linkSecretOf(settings), '', 'nhia second-factor secrets v1', 32));
    box = new SecretBox(key);
    bySettings.set(settings, box);
  }
  return box;
}
