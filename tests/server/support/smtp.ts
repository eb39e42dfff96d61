import { createServer, type AddressInfo } from 'node:net';
import { SMTPServer } from 'smtp-server';

export interface ReceivedMail {
  to: string[];
  raw: string;
}

/** A real SMTP server on 127.0.0.1 that keeps every message it accepts. */
export interface TestSmtpServer {
  port: number;
  messages: ReceivedMail[];
  close(): Promise<void>;
}

/** Listens on `port` (a random free one by default); no TLS, no authentication needed. */
export async function startSmtpServer(port = 0): Promise<TestSmtpServer> {
  const messages: ReceivedMail[] = [];
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    logger: false,
    onData(stream, session, callback) {
      const chunks: Buffer[] = [];
      stream.on('data', (chunk: Buffer) => chunks.push(chunk));
      stream.on('end', () => {
        messages.push({
          to: session.envelope.rcptTo.map((r) => r.address),
          raw: Buffer.concat(chunks).toString('utf8'),
        });
        callback();
      });
    },
  });
  await new Promise<void>((resolve) => server.listen(port, '127.0.0.1', resolve));
  return {
    port: (server.server.address() as AddressInfo).port,
    messages,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

/** A port nothing listens on (yet): an SMTP server that is down. */
export async function freePort(): Promise<number> {
  const probe = createServer();
  await new Promise<void>((resolve) => probe.listen(0, '127.0.0.1', resolve));
  const { port } = probe.address() as AddressInfo;
  await new Promise<void>((resolve) => probe.close(() => resolve()));
  return port;
}

function splitHead(entity: string): { headers: string; body: string } {
  const at = entity.search(/\r?\n\r?\n/);
  return at < 0
    ? { headers: entity, body: '' }
    : { headers: entity.slice(0, at), body: entity.slice(at).replace(/^\r?\n\r?\n/, '') };
}

function headerOf(headers: string, name: string): string {
  const unfolded = headers.replace(/\r?\n[ \t]+/g, ' ');
  return new RegExp(`^${name}:\\s*(.*)$`, 'im').exec(unfolded)?.[1] ?? '';
}

function decodeBody(body: string, encoding: string): string {
  if (/base64/i.test(encoding)) return Buffer.from(body.replace(/\s+/g, ''), 'base64').toString('utf8');
  if (/quoted-printable/i.test(encoding)) {
    const bytes = body
      .replace(/=\r?\n/g, '')
      .replace(/=([0-9A-F]{2})/gi, (_, hex: string) => String.fromCharCode(parseInt(hex, 16)));
    return Buffer.from(bytes, 'latin1').toString('utf8');
  }
  return body;
}

/** The decoded text/plain part of a raw message (a small MIME walk: enough for our own mail). */
export function mailText(raw: string): string {
  const { headers, body } = splitHead(raw);
  const type = headerOf(headers, 'Content-Type');
  const boundary = /boundary="?([^";]+)"?/i.exec(type)?.[1];
  if (boundary) {
    const parts = body.split(`--${boundary}`).slice(1, -1);
    const texts = parts.map((part) => mailText(part.replace(/^\r?\n/, ''))).filter((text) => text !== '');
    return texts[0] ?? '';
  }
  if (type && !/text\/plain/i.test(type)) return '';
  return decodeBody(body, headerOf(headers, 'Content-Transfer-Encoding'));
}

export function mailSubject(raw: string): string {
  return headerOf(splitHead(raw).headers, 'Subject');
}
