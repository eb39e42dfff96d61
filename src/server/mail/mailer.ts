import { randomBytes } from 'node:crypto';
import { mkdir, rename, writeFile } from 'node:fs/promises';
import path from 'node:path';
import type { FastifyBaseLogger } from 'fastify';
import { createTransport } from 'nodemailer';
import type { Settings } from '../config';

/** One message of the product's mail (exports now; invitations and password resets later). */
export interface MailMessage {
  to: string;
  subject: string;
  text: string;
  html?: string;
}

export interface Mailer {
  /** 'outbox' when no SMTP server is configured: messages become .eml files in the outbox folder. */
  readonly mode: 'smtp' | 'outbox';
  /** Resolves once the SMTP server accepted the message (or the file is written); rejects otherwise. */
  sendMail(message: MailMessage): Promise<void>;
  close(): void;
}

// Fail fast when the server is down, so the caller can schedule a retry instead of hanging.
const SMTP_TIMEOUTS = { connectionTimeout: 10_000, greetingTimeout: 10_000, socketTimeout: 30_000 };

function smtpMailer(settings: Settings & { smtpUrl: string }): Mailer {
  const transport = createTransport({ url: settings.smtpUrl, ...SMTP_TIMEOUTS }, { from: settings.mailFrom });
  return {
    mode: 'smtp',
    async sendMail(message) {
      await transport.sendMail(message);
    },
    close: () => transport.close(),
  };
}

/** Each message as an .eml file (written whole, then renamed), for the embedded default. */
function outboxMailer(settings: Settings, log: FastifyBaseLogger): Mailer {
  const transport = createTransport(
    { streamTransport: true, buffer: true, newline: 'unix' },
    { from: settings.mailFrom },
  );
  return {
    mode: 'outbox',
    async sendMail(message) {
      const { message: eml } = await transport.sendMail(message);
      await mkdir(settings.outboxDir, { recursive: true, mode: 0o700 });
      const name = `${new Date().toISOString().replace(/[:.]/g, '-')}-${randomBytes(4).toString('hex')}.eml`;
      const file = path.join(settings.outboxDir, name);
      await writeFile(`${file}.part`, eml as Buffer);
      await rename(`${file}.part`, file);
      log.info({ file, to: message.to, subject: message.subject }, 'mail written to the outbox (no SMTP_URL set)');
    },
    close: () => transport.close(),
  };
}

export function createMailer(settings: Settings, log: FastifyBaseLogger): Mailer {
  const { smtpUrl } = settings;
  return smtpUrl ? smtpMailer({ ...settings, smtpUrl }) : outboxMailer(settings, log);
}
