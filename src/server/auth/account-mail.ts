import type { OutboxMail } from '../mail/outbox';
import { RESET_LINK_MINUTES } from './password-tokens';

/** The mails that carry a set-password link; never a password. Plain text: the link is the content. */

export function invitationMail(
  user: { first_name: string; email: string },
  link: string,
  validDays: number,
): OutboxMail {
  return {
    to: user.email,
    subject: 'You have been invited to NHIA User Management',
    text: [
      `Hello ${user.first_name},`,
      '',
      'An account has been created for you on the NHIA platform. Choose your password here to activate it:',
      '',
      link,
      '',
      `The link works once, for ${validDays} ${validDays === 1 ? 'day' : 'days'}. If it has expired, request a new one from the password reset page.`,
      'If you did not expect this invitation, you can ignore this email.',
    ].join('\n'),
  };
}

export function resetMail(user: { first_name: string; email: string }, link: string): OutboxMail {
  return {
    to: user.email,
    subject: 'Reset your NHIA password',
    text: [
      `Hello ${user.first_name},`,
      '',
      'Someone (we hope you) asked to reset the password of your NHIA account. Choose a new password here:',
      '',
      link,
      '',
      `The link works once, for ${RESET_LINK_MINUTES} minutes. Every signed-in session of your account ends when you use it.`,
      'If you did not ask for this, you can ignore this email: your password stays as it is.',
    ].join('\n'),
  };
}

/** To the new address of an email change: the only mail that carries the link that applies it. */
export function emailChangeConfirmationMail(
  user: { first_name: string },
  newEmail: string,
  link: string,
  validHours: number,
): OutboxMail {
  return {
    to: newEmail,
    subject: 'Confirm your new email address for NHIA',
    text: [
      `Hello ${user.first_name},`,
      '',
      `An administrator asked to change the email address of your NHIA account to ${newEmail}. Confirm it here:`,
      '',
      link,
      '',
      `The link works once, for ${validHours} hours. Until you confirm, your account keeps its old address. Every signed-in session of your account ends when you confirm.`,
      'If you do not have an NHIA account or did not expect this, ignore this email: nothing changes.',
    ].join('\n'),
  };
}

/** To the old address when a change is requested: a warning only, never the link that would apply it. */
export function emailChangeRequestedMail(user: { first_name: string; email: string }, newEmail: string): OutboxMail {
  return {
    to: user.email,
    subject: 'A change of your NHIA email address was requested',
    text: [
      `Hello ${user.first_name},`,
      '',
      `An administrator asked to change the email address of your NHIA account from ${user.email} to ${newEmail}.`,
      'The change applies only once it is confirmed from the new address; until then nothing changes.',
      'If you did not expect this, contact your NHIA administrator at once.',
    ].join('\n'),
  };
}

/** To the old address once the change is confirmed: the account no longer answers to it. */
export function emailChangedMail(user: { first_name: string }, oldEmail: string, newEmail: string): OutboxMail {
  return {
    to: oldEmail,
    subject: 'Your NHIA email address was changed',
    text: [
      `Hello ${user.first_name},`,
      '',
      `The email address of your NHIA account was changed from ${oldEmail} to ${newEmail}, and every signed-in session of the account was ended.`,
      'If you did not expect this, contact your NHIA administrator at once.',
    ].join('\n'),
  };
}

/** After a burst of failed sign-ins: the owner learns of it and what to do; no link, nothing secret. */
export function signInPausedMail(
  user: { first_name: string; email: string },
  failures: number,
  waitMinutes: number,
): OutboxMail {
  return {
    to: user.email,
    subject: 'Failed sign-in attempts on your NHIA account',
    text: [
      `Hello ${user.first_name},`,
      '',
      `There were ${failures} failed attempts to sign in to your NHIA account, so sign-in is paused for ${waitMinutes} ${waitMinutes === 1 ? 'minute' : 'minutes'}.`,
      'Each further series of failed attempts pauses it for longer; once a pause is over you can sign in as usual.',
      '',
      'If these attempts were not yours, someone may be guessing your password: choose a new, strong one from the password reset page once the pause is over, and tell your administrator.',
    ].join('\n'),
  };
}

/** After an administrator reset the user's second factors: what happened, and what to do now; nothing secret. */
export function twoFactorResetMail(user: { first_name: string; email: string }): OutboxMail {
  return {
    to: user.email,
    subject: 'The second factor of your NHIA account was reset',
    text: [
      `Hello ${user.first_name},`,
      '',
      'An administrator removed the second factors of your NHIA account (authenticator app, recovery codes and passkeys), and every signed-in session of the account was ended.',
      'You now sign in with your password alone. Once signed in, set up a second factor again on the Security screen (in the menu under your name).',
      '',
      'If you did not ask for this, contact your NHIA administrator at once.',
    ].join('\n'),
  };
}
