import type { AdminAccess } from './first-admin';
import type { SeedReport } from './seed';

const ADMIN_DOES = 'Super Admin: every permission';

/** Rows of text in aligned columns, each indented by two spaces. */
function table(rows: string[][]): string[] {
  const widths = rows[0].map((_, column) => Math.max(...rows.map((row) => row[column].length)));
  return rows.map(
    (row) =>
      `  ${row.map((cell, column) => (column === row.length - 1 ? cell : cell.padEnd(widths[column]))).join('  ')}`,
  );
}

const utc = (at: Date) => `${at.toISOString().slice(0, 16).replace('T', ' ')} UTC`;

/** What the start says about the administrator when it is not one of the accounts listed with a password. */
function adminLines(email: string, access: AdminAccess): string[] {
  switch (access.kind) {
    case 'link':
      return [
        `The administrator ${email} (${ADMIN_DOES}) has no password yet. Choose it at this link, which works once, until ${utc(access.expiresAt)}:`,
        `  ${access.link}`,
        'While no password is set, a start after that prints a new link.',
      ];
    case 'link-live':
      return [
        `The administrator ${email} has no password yet; the link printed earlier works until ${utc(access.expiresAt)} (a start after that prints a new one).`,
      ];
    case 'exists':
      return [`Administrator ${email} already exists; its password is unchanged.`];
    default:
      return [];
  }
}

/** The administrator's row of the accounts table, when it has a password (one printed here or SEED_ADMIN_PASSWORD's). */
function adminRow(email: string, access: AdminAccess): string[][] {
  if (access.kind === 'printed') return [[email, `password: ${access.password}`, ADMIN_DOES]];
  if (access.kind === 'chosen') return [[email, '(password from SEED_ADMIN_PASSWORD)', ADMIN_DOES]];
  return [];
}

/** The Super Admin role requires a second factor (README, The first administrator's second factor). */
const firstAdminSecondFactor = (email: string) =>
  `The Super Admin role requires a second factor: ${email}'s first sign-in sets one up (an authenticator app or a passkey, with ten recovery codes shown once) before anything else.`;

/**
 * What a start prints about its accounts. Passwords made up here are shown this once, each
 * account its own; one the operator chose in SEED_ADMIN_PASSWORD is never printed.
 */
export function describeSeed(report: SeedReport): string {
  const rows = [
    ...adminRow(report.adminEmail, report.admin),
    ...report.demoAccounts.map((a) => [a.email, `password: ${a.password}`, a.description]),
  ];
  const lines = adminLines(report.adminEmail, report.admin);
  if (report.demoAccounts.length > 0) {
    lines.push(
      'Demo data was added: made-up users, TPAs, ministries and their activity (SEED_DEMO_DATA=false on a fresh database leaves it out).',
    );
  }
  const made = rows.some(([, secret]) => secret.startsWith('password: ')) ? ' (shown this once: note them)' : '';
  if (rows.length > 0)
    lines.push(
      `Sign in with ${rows.length > 1 ? 'these accounts, each with its own password' : 'this account'}${made}:`,
      ...table(rows),
    );
  if (report.admin.kind !== 'exists') lines.push(firstAdminSecondFactor(report.adminEmail));
  return lines.join('\n');
}
