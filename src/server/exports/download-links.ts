import { createHmac, randomBytes } from 'node:crypto';
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { hashToken } from '../auth/tokens';
import type { Settings } from '../config';

/** The least a LINK_SECRET may hold: as much as a generated one's 256 bits would give in text. */
const MIN_SECRET_LENGTH = 32;
const SECRET_FILE = 'link-secret';

/** What a job row keeps of its link: a random salt and the token's hash, never a token that opens it. */
export interface LinkColumns {
  download_salt: string;
  download_token_hash: string;
}

/**
 * Export download links (docs/security.md, Exports). A link's token is the HMAC-SHA256, under
 * LINK_SECRET, of its job id and a random per-job salt: the row keeps only the salt and the
 * token's hash, so the database alone opens no link, yet the worker (re-sending the mail) and
 * My exports can rebuild the link whenever they need it.
 */
export class DownloadLinks {
  constructor(
    private readonly appUrl: string,
    private readonly secret: Buffer,
  ) {}

  /** The columns of a new link for the job: a fresh salt, and the hash downloads look the token up by. */
  issue(jobId: number): LinkColumns {
    const salt = randomBytes(16).toString('base64url');
    return { download_salt: salt, download_token_hash: hashToken(this.tokenOf(jobId, salt)) };
  }

  /** The link of a job whose link was issued. */
  linkOf(job: { id: number; download_salt: string }): string {
    return `${this.appUrl}/api/exports/download/${this.tokenOf(job.id, job.download_salt)}`;
  }

  private tokenOf(jobId: number, salt: string): string {
    return createHmac('sha256', this.secret).update(`export-link:${jobId}:${salt}`).digest('base64url');
  }
}

/**
 * LINK_SECRET; unset on the embedded database, a random one kept in DATA_DIR (readable by the
 * service's user alone) and made on the first start. Every process on one PostgreSQL database
 * must sign alike and none may keep it in the database, so there it must be set. Second-factor
 * secrets are sealed under a key derived from it (auth/two-factor/secret-box.ts).
 */
export function linkSecretOf(settings: Settings): Buffer {
  if (settings.linkSecret !== undefined) {
    if (settings.linkSecret.length < MIN_SECRET_LENGTH)
      throw new Error(`LINK_SECRET must be at least ${MIN_SECRET_LENGTH} characters long.`);
    return Buffer.from(settings.linkSecret, 'utf8');
  }
  if (settings.databaseUrl) {
    throw new Error(
      'LINK_SECRET must be set when DATABASE_URL is: every app process on the database signs export download links with it, ' +
        'and it must not live in the database. Set it to the same random value in every process, e.g. `openssl rand -base64 48`.',
    );
  }
  const file = path.join(settings.dataDir, SECRET_FILE);
  mkdirSync(settings.dataDir, { recursive: true, mode: 0o700 });
  try {
    // 'wx': made once; a second process starting at the same moment reads the first one's.
    writeFileSync(file, randomBytes(48).toString('base64url'), { flag: 'wx', mode: 0o600 });
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
  }
  const secret = readFileSync(file, 'utf8').trim();
  if (secret.length < MIN_SECRET_LENGTH)
    throw new Error(`${file} holds no usable link secret: remove it and start again, or set LINK_SECRET.`);
  return Buffer.from(secret, 'utf8');
}

const bySettings = new WeakMap<Settings, DownloadLinks>();

/** The app's download links, made once per settings; throws (the app does not start) when no secret can be had. */
export function downloadLinksOf(settings: Settings): DownloadLinks {
  let links = bySettings.get(settings);
  if (!links) {
    links = new DownloadLinks(settings.appUrl, linkSecretOf(settings));
    bySettings.set(settings, links);
  }
  return links;
}
