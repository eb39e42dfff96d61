import { IMPORT_FILE_DEFAULT_LIMIT_BYTES } from '../../../shared/constants';

/** The kinds of file the import reads (by name, as the server tells them apart). */
export const IMPORT_FILE_ACCEPT = '.csv,.xlsx';

const MIB = 1_048_576;
export const IMPORT_FILE_LIMIT_TEXT = `${IMPORT_FILE_DEFAULT_LIMIT_BYTES / MIB} MB`;

export type ImportFileKind = 'csv' | 'xlsx';

export const kindOfFile = (name: string): ImportFileKind | undefined => {
  const ending = name.trim().toLowerCase().split('.').pop();
  return ending === 'csv' || ending === 'xlsx' ? ending : undefined;
};

/** Why a chosen file cannot be imported, told before it is sent; the server checks again (its limit may be lower). */
export function fileProblem(file: File): string | undefined {
  if (!kindOfFile(file.name))
    return `"${file.name}" is not a .csv or .xlsx file. Save the list from the spreadsheet as one of these.`;
  if (file.size === 0) return `"${file.name}" is empty: it needs a heading row, then one user a row.`;
  if (file.size > IMPORT_FILE_DEFAULT_LIMIT_BYTES)
    return `"${file.name}" is ${(file.size / MIB).toFixed(1)} MB; at most ${IMPORT_FILE_LIMIT_TEXT} can be imported at once. Split it into smaller files.`;
  return undefined;
}

/** Said when the browser could not read the chosen file (moved, or no longer allowed). */
export const UNREADABLE = 'The file could not be read. Choose it again.';

function readWith<T>(read: (reader: FileReader) => void, result: (reader: FileReader) => T): Promise<T> {
  return new Promise((resolve, reject) => {
    const reader = new FileReader();
    reader.onload = () => resolve(result(reader));
    reader.onerror = () => reject(new Error(UNREADABLE));
    read(reader);
  });
}

/** The file's bytes in base64, as the contract's uploads carry them. */
export const fileAsBase64 = (file: Blob) =>
  readWith(
    (reader) => reader.readAsDataURL(file),
    (reader) => String(reader.result).slice(String(reader.result).indexOf(',') + 1),
  );

/** A CSV's heading row is within its first bytes; the rest need not be read to map its columns. */
const CSV_HEAD_BYTES = 64 * 1024;

/**
 * A CSV file's heading row, read here (papaparse, loaded with the first CSV) as the server reads it:
 * UTF-8, blank rows skipped, cells trimmed.
 */
export async function csvHeadings(file: Blob): Promise<string[]> {
  // Named, not the default export: papaparse is CommonJS, whose default the browser bundle does not make.
  const [{ parse }, text] = await Promise.all([
    import('papaparse'),
    readWith(
      (reader) => reader.readAsText(file.slice(0, CSV_HEAD_BYTES), 'utf-8'),
      (reader) => String(reader.result),
    ),
  ]);
  const rows = parse<string[]>(text.replace(/^\uFEFF/, ''), { skipEmptyLines: 'greedy' }).data;
  return (rows[0] ?? []).map((cell) => cell.trim());
}
