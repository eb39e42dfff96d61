import { AGENCY_TIME_ZONE } from '../../shared/constants';
import type { MailMessage } from '../mail/mailer';
import type { ExportJobRow } from './export-file';

const whenFormat = new Intl.DateTimeFormat('en-GB', {
  timeZone: AGENCY_TIME_ZONE,
  dateStyle: 'long',
  timeStyle: 'short',
});
const countFormat = new Intl.NumberFormat('en-GB');

const escapeHtml = (text: string) =>
  text.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c] ?? c);

/**
 * The file name as the mail may show it: no control or format characters (CR/LF would forge
 * headers or lines, U+202E and other bidi controls reverse what the reader sees). The contract
 * allows none today; a name stored before that rule is cleaned here all the same.
 */
const shownName = (fileName: string) => fileName.replace(/[\p{Cc}\p{Cf}\p{Zl}\p{Zp}]/gu, '');

/** The mail that brings a finished export: its name, its row count and its link (docs/exports.md). */
export function exportReadyMail(job: ExportJobRow, to: string, link: string): MailMessage {
  const name = shownName(job.file_name);
  const rows = `${countFormat.format(job.row_count ?? 0)} ${job.row_count === 1 ? 'row' : 'rows'}`;
  const expires = job.expires_at ? `${whenFormat.format(job.expires_at)} (Lagos time)` : 'soon';
  const what = `batch ${job.batch} of the ${job.resource.replace(/_/g, ' ')} list`;
  return {
    to,
    subject: `Your export ${name} is ready`,
    text: [
      `Your export ${name} (${what}) is ready: ${rows}.`,
      '',
      `Download it, signed in to NHIA User Management as yourself: ${link}`,
      '',
      `The link works only for your account and expires on ${expires}.`,
    ].join('\n'),
    html: [
      `<p>Your export <strong>${escapeHtml(name)}</strong> (${escapeHtml(what)}) is ready: ${rows}.</p>`,
      `<p><a href="${escapeHtml(link)}">Download ${escapeHtml(name)}</a> while signed in to NHIA User Management as yourself.</p>`,
      `<p>The link works only for your account and expires on ${escapeHtml(expires)}.</p>`,
    ].join('\n'),
  };
}
