import { AGENCY_TIME_ZONE } from '../../shared/constants';
import type { MailMessage } from '../mail/mailer';
import type { ExportJobRow } from './export-file';

const whenFormat = new Intl.DateTimeFormat('en-GB', { timeZone: AGENCY_TIME_ZONE, dateStyle: 'long', timeStyle: 'short' });
const countFormat = new Intl.NumberFormat('en-GB');

const escapeHtml = (text: string) =>
  text.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c] ?? c);

/** The mail that brings a finished export: its name, its row count and its link (spec §7). */
export function exportReadyMail(job: ExportJobRow, to: string, link: string): MailMessage {
  const rows = `${countFormat.format(job.row_count ?? 0)} ${job.row_count === 1 ? 'row' : 'rows'}`;
  const expires = job.expires_at ? `${whenFormat.format(job.expires_at)} (Lagos time)` : 'soon';
  const what = `batch ${job.batch} of the ${job.resource.replace(/_/g, ' ')} list`;
  return {
    to,
    subject: `Your export ${job.file_name} is ready`,
    text: [
      `Your export ${job.file_name} (${what}) is ready: ${rows}.`,
      '',
      `Download it, signed in to NHIA User Management as yourself: ${link}`,
      '',
      `The link works only for your account and expires on ${expires}.`,
    ].join('\n'),
    html: [
      `<p>Your export <strong>${escapeHtml(job.file_name)}</strong> (${escapeHtml(what)}) is ready: ${rows}.</p>`,
      `<p><a href="${escapeHtml(link)}">Download ${escapeHtml(job.file_name)}</a> while signed in to NHIA User Management as yourself.</p>`,
      `<p>The link works only for your account and expires on ${escapeHtml(expires)}.</p>`,
    ].join('\n'),
  };
}
