import { AGENCY_TIME_ZONE } from '../../shared/constants';
import type { OutboxMail } from '../mail/outbox';

const dayFormat = new Intl.DateTimeFormat('en-GB', { timeZone: AGENCY_TIME_ZONE, dateStyle: 'long' });
/** A calendar day ("2026-12-31") as the mail says it: 31 December 2026. */
const shownDay = (day: string) => dayFormat.format(new Date(`${day}T12:00:00Z`));

/** The warnings of the account lifecycle (users/account-lifecycle.ts): plain text, what happens when, and what to do. */

export function accountExpiryWarning(
  user: { first_name: string; email: string },
  expiresOn: string,
  appUrl: string,
): OutboxMail {
  return {
    to: user.email,
    subject: 'Your NHIA account expires soon',
    text: [
      `Hello ${user.first_name},`,
      '',
      `Your NHIA account expires on ${shownDay(expiresOn)}: from that day you can no longer sign in to ${appUrl}.`,
      '',
      'If you still need access after that day, ask your administrator to extend your account before it expires.',
    ].join('\n'),
  };
}

export function dormancyWarning(
  user: { first_name: string; email: string },
  days: number,
  deactivatedFrom: Date,
  appUrl: string,
): OutboxMail {
  return {
    to: user.email,
    subject: 'Sign in to keep your NHIA account',
    text: [
      `Hello ${user.first_name},`,
      '',
      `Nobody has signed in to your NHIA account for a long time. Accounts unused for ${days} days are deactivated,`,
      `and yours will be from ${dayFormat.format(deactivatedFrom)}.`,
      '',
      `To keep it, sign in before then at ${appUrl}.`,
      'If you no longer need it, you can ignore this email.',
    ].join('\n'),
  };
}
