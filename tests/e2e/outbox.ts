/**
 * The server's mail as the end-to-end scenarios read it: with no SMTP_URL every message lands as
 * an .eml file in DATA_DIR/outbox (account mails after a trip through the database's outbox,
 * whose delivery loop a new mail wakes at once).
 */
import assert from 'node:assert/strict';
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { mailSubject, mailText } from '../server/support/smtp';
import { until } from '../server/support/until';
import { env } from './scenario';

/** From the change that queues a mail to its file: the loop is woken at once; its retry runs every 10 s. */
export const MAIL_TIMEOUT_MS = 20_000;

export interface OutboxMail {
  name: string;
  raw: string;
}

/** The .eml files of the server's outbox (none before its first mail). */
export function outboxMails(): OutboxMail[] {
  const outbox = path.join(env.server!.dataDir, 'outbox');
  let names: string[];
  try {
    names = readdirSync(outbox).filter((name) => name.endsWith('.eml'));
  } catch {
    return [];
  }
  return names.map((name) => ({ name, raw: readFileSync(path.join(outbox, name), 'utf8') }));
}

/** Whether a raw mail's To header is exactly this one address. */
export const addressedTo = (raw: string, to: string) =>
  new RegExp(`^To: ${to.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}$`, 'im').test(raw);

/** Waits (bounded) for a mail to `to` with this subject, and answers its decoded text. */
export async function waitForMail(to: string, subject: string): Promise<string> {
  const mail = await until(`a mail "${subject}" to ${to} in the outbox`, MAIL_TIMEOUT_MS, async () =>
    outboxMails().find((m) => addressedTo(m.raw, to) && mailSubject(m.raw) === subject),
  );
  return mailText(mail.raw);
}

/** The one link of a mail's text that leads into this app under `pathPrefix` (e.g. /password/reset/). */
export function appLinkIn(text: string, baseUrl: string, pathPrefix: string): URL {
  const links = [...text.matchAll(/https?:\/\/\S+/g)]
    .map((m) => new URL(m[0]))
    .filter((url) => url.origin === baseUrl && url.pathname.startsWith(pathPrefix));
  assert.equal(links.length, 1, `one ${baseUrl}${pathPrefix}… link in the mail:\n${text}`);
  return links[0];
}
