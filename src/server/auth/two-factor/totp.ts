import { authenticator } from 'otplib';
import QRCode from 'qrcode';

/** The issuer an authenticator app shows beside the account. */
const ISSUER = 'NHIA User Management';
/** RFC 6238's defaults, which every authenticator app reads: 30-second steps, 6 digits, SHA-1. */
const STEP_MS = 30_000;
/** A code of the step before or after the current one is taken too: clocks drift, people type slowly. */
const WINDOW_STEPS = 1;

/** A new secret: 160 bits (RFC 4226's recommended length), base32 as apps expect it. */
export function newTotpSecret(): string {
  return authenticator.generateSecret(20);
}

/** The otpauth:// URL an authenticator app reads from the QR code. */
export function otpauthUrlOf(email: string, secret: string): string {
  return authenticator.keyuri(email, ISSUER, secret);
}

export function qrSvgOf(url: string): Promise<string> {
  return QRCode.toString(url, { type: 'svg', errorCorrectionLevel: 'M', margin: 2 });
}

/** The time step a code belongs to, when it is the secret's code at `now` (within the window); undefined otherwise. */
export function totpStepOf(secret: string, code: string, now: Date): number | undefined {
  const delta = authenticator.clone({ epoch: now.getTime(), window: WINDOW_STEPS }).checkDelta(code, secret);
  return delta === null ? undefined : Math.floor(now.getTime() / STEP_MS) + delta;
}
