import type { OutboxMail } from '../mail/outbox';
import { RESET_LINK_MINUTES } from './password-tokens';

/** The mails that carry a set-password link; never a password. Plain text: the link is the content. */

export function invitationMail(user: { first_name: string; email: string }, link: string, validDays: number): OutboxMail {
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
