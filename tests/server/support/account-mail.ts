import type { TestServer } from './server';
import { mailSubject, mailText, type TestSmtpServer } from './smtp';

export interface SetPasswordLink {
  link: string;
  token: string;
  email: string;
}

/** The set-password link of an invitation or reset mail (/password/reset/{token}?email=…). */
export function setPasswordLinkIn(text: string): SetPasswordLink | undefined {
  const match = /(https?:\/\/\S+\/password\/reset\/([A-Za-z0-9_-]+)\?email=(\S+))/.exec(text);
  return match ? { link: match[1], token: match[2], email: decodeURIComponent(match[3]) } : undefined;
}

/** Sends whatever the outbox holds, then answers the mails the SMTP server got for `to`, newest last. */
export async function deliveredTo(
  server: TestServer,
  smtp: TestSmtpServer,
  to: string,
): Promise<{ subject: string; text: string }[]> {
  await server.app.mailOutbox.drain();
  return smtp.messages
    .filter((m) => m.to.includes(to))
    .map((m) => ({ subject: mailSubject(m.raw), text: mailText(m.raw) }));
}
