import { createHash, createHmac, hkdfSync, timingSafeEqual } from 'node:crypto';
import type { Settings } from '../config';
import { validationFailed } from '../errors';
import { linkSecretOf } from '../exports/download-links';

/** The settings a list's cursors are signed under (LINK_SECRET, or the embedded database's kept one). */
export type CursorSettings = Pick<Settings, 'linkSecret' | 'databaseUrl' | 'dataDir'>;

/**
 * Where a keyset page starts (docs/lists.md, Cursors): the sort key and id of the row next to it, which way
 * to read, and the page number it is. `query` fingerprints the list, filters, search, sort and page size it
 * was issued for.
 */
export interface ListCursor {
  query: string;
  page: number;
  /** 'after': the rows that follow `key` in the list's order; 'before': the rows that precede it. */
  direction: 'after' | 'before';
  /** The sort columns' values and then the id, as the database wrote them in JSON. */
  key: unknown[];
}

/** Hashes what a cursor's page depends on, so a cursor of one query is known for another's. */
export function queryFingerprint(parts: unknown[]): string {
  return createHash('sha256').update(JSON.stringify(parts)).digest('base64url').slice(0, 22);
}

const bySettings = new WeakMap<CursorSettings, Buffer>();

/** The key cursors are signed with: LINK_SECRET's, derived for this use alone, made once per settings. */
function signingKey(settings: CursorSettings): Buffer {
  let key = bySettings.get(settings);
  if (!key) {
    key = Buffer.from(hkdfSync('sha256', linkSecretOf(settings as Settings), '', 'nhia list cursors v1', 32));
    bySettings.set(settings, key);
  }
  return key;
}

const signatureOf = (settings: CursorSettings, body: string) =>
  createHmac('sha256', signingKey(settings)).update(body).digest();

/** The opaque text a list answer gives as `next_cursor` or `previous_cursor`: the cursor in JSON, signed. */
export function writeCursor(settings: CursorSettings, cursor: ListCursor): string {
  const body = Buffer.from(JSON.stringify([cursor.query, cursor.page, cursor.direction, cursor.key])).toString(
    'base64url',
  );
  return `${body}.${signatureOf(settings, body).toString('base64url')}`;
}

const refused = (message: string) => validationFailed({ cursor: [message] });

/**
 * The cursor a list call sent, for this query and sort width; a 422 when it was not signed here
 * (altered or made up) or was issued for another list, filter, search, sort or page size.
 */
export function readCursor(
  settings: CursorSettings,
  text: string,
  query: string,
  keyLength: number,
): Omit<ListCursor, 'query'> {
  const [body, signature, ...rest] = text.split('.');
  const expected = body ? signatureOf(settings, body) : undefined;
  const given = Buffer.from(signature ?? '', 'base64url');
  if (rest.length > 0 || !expected || given.length !== expected.length || !timingSafeEqual(given, expected))
    throw refused('The cursor is not one this list gave: go to a page by its number instead.');
  const [cursorQuery, page, direction, key] = JSON.parse(Buffer.from(body, 'base64url').toString('utf8')) as [
    string,
    number,
    ListCursor['direction'],
    unknown[],
  ];
  if (cursorQuery !== query || key.length !== keyLength)
    throw refused(
      'The cursor belongs to another filter, search, sort or page size: go to a page by its number instead.',
    );
  return { page, direction, key };
}
