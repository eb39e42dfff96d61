/** Files of users as a spreadsheet saves them, for the import's tests (its dry run, its commit, its benchmark). */

export const HEADINGS = ['First name', 'Last name', 'Email', 'Phone', 'Type', 'Roles', 'TPA', 'Ministry'];
export const MAPPING = {
  first_name: 'First name',
  last_name: 'last NAME',
  email: 'Email',
  phone: 'Phone',
  user_type: 'Type',
  role_ids: 'Roles',
  tpa_id: 'TPA',
  ministry_id: 'Ministry',
};

export type Row = Record<(typeof HEADINGS)[number], string>;

export const person = (email: string, extra: Partial<Row> = {}): Row => ({
  'First name': 'Ngozi',
  'Last name': 'Okafor',
  Email: email,
  Phone: '+234 803 000 0001',
  Type: 'Agency Staff',
  Roles: 'Auditor',
  TPA: '',
  Ministry: '',
  ...extra,
});

const csvCell = (value: string) => (/[",\n]/.test(value) ? `"${value.replace(/"/g, '""')}"` : value);
export const csvOf = (rows: Row[]) =>
  [HEADINGS, ...rows.map((row) => HEADINGS.map((heading) => row[heading]))]
    .map((cells) => cells.map(csvCell).join(','))
    .join('\r\n');

/** The body of a dry run or a commit of this file. */
export const upload = (file_name: string, content: string | Buffer, mapping: Record<string, string> = MAPPING) => ({
  file_name,
  file: Buffer.from(content).toString('base64'),
  mapping,
});
