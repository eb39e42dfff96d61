import { Readable } from 'node:stream';
import ExcelJS from 'exceljs';
import Papa from 'papaparse';
import { HttpError, megabytes, validationFailed } from '../../errors';

/** The most rows of users one file may hold (issue 16): a larger list is split into several files. */
export const MAX_IMPORT_ROWS = 50_000;

/** One row of users as the file has it: its number in the sheet (the heading row is 1) and its cells' text. */
export interface FileRow {
  row: number;
  cells: string[];
}

/** A file's heading row and its rows of users (blank rows left out). */
export interface ReadFile {
  headings: string[];
  rows: FileRow[];
}

const XLSX_SIGNATURE = Buffer.from('PK\x03\x04', 'latin1');

const tooManyRows = () =>
  validationFailed({
    file: [
      `The file has more than ${MAX_IMPORT_ROWS.toLocaleString('en')} rows of users. Split it into files of at most ${MAX_IMPORT_ROWS.toLocaleString('en')} rows.`,
    ],
  });

const unreadable = (kind: string) =>
  validationFailed({ file: [`The file could not be read as ${kind}. Save it again from the spreadsheet as ${kind}.`] });

/** Trimmed cells; a row whose cells are all empty is blank. */
const isBlank = (cells: string[]) => cells.every((cell) => cell === '');

/** The text a person sees in an .xlsx cell: a number or a date as written, a link's or a formula's shown value. */
function cellText(cell: ExcelJS.Cell): string {
  const value = cell.value;
  if (value instanceof Date) return value.toISOString().slice(0, 10);
  return (cell.text ?? '').trim();
}

/** Rows as the accumulation sees them: the heading first, then at most MAX_IMPORT_ROWS rows of users. */
class RowsRead {
  headings: string[] | undefined;
  readonly rows: FileRow[] = [];

  /** `headingsOnly`: the reading stops at the heading row (the column mapping needs no more). */
  constructor(private readonly headingsOnly = false) {}

  /** Whether the reader may stop: the heading row is all that was asked for, and it is in. */
  get complete(): boolean {
    return this.headingsOnly && this.headings !== undefined;
  }

  add(row: number, cells: string[]): void {
    if (isBlank(cells)) return;
    if (!this.headings) {
      this.headings = cells;
      return;
    }
    if (this.rows.length === MAX_IMPORT_ROWS) throw tooManyRows();
    this.rows.push({ row, cells });
  }

  read(): ReadFile {
    if (!this.headings)
      throw validationFailed({ file: ['The file is empty: it needs a heading row, then one user a row.'] });
    return { headings: this.headings, rows: this.rows };
  }
}

function readCsv(bytes: Buffer, read: RowsRead): ReadFile {
  let text: string;
  try {
    text = new TextDecoder('utf-8', { fatal: true }).decode(bytes);
  } catch {
    throw validationFailed({ file: ['The CSV file is not in UTF-8. Save it from the spreadsheet as "CSV UTF-8".'] });
  }
  if (text.includes('\u0000')) throw unreadable('CSV');
  let row = 0;
  let refusal: HttpError | undefined;
  Papa.parse<string[]>(text, {
    step: (result, parser) => {
      row += 1;
      try {
        read.add(
          row,
          result.data.map((cell) => cell.trim()),
        );
      } catch (error) {
        refusal = error as HttpError;
        parser.abort();
      }
      if (read.complete) parser.abort();
    },
  });
  if (refusal) throw refusal;
  return read.read();
}

async function readXlsx(bytes: Buffer, read: RowsRead): Promise<ReadFile> {
  const reader = new ExcelJS.stream.xlsx.WorkbookReader(Readable.from(bytes), {
    sharedStrings: 'cache',
    hyperlinks: 'ignore',
    styles: 'cache',
    worksheets: 'emit',
  });
  try {
    // The first worksheet only: a workbook's other sheets are notes, lists of values, earlier versions.
    for await (const worksheet of reader) {
      for await (const row of worksheet) {
        const cells: string[] = [];
        row.eachCell({ includeEmpty: true }, (cell, column) => (cells[column - 1] = cellText(cell)));
        read.add(
          row.number,
          Array.from(cells, (cell) => cell ?? ''),
        );
        if (read.complete) break;
      }
      break;
    }
  } catch (error) {
    if (error instanceof HttpError) throw error;
    throw unreadable('an .xlsx workbook');
  }
  return read.read();
}

/**
 * The rows of an uploaded file of users, refused as the contract says: larger than `limitBytes`
 * (413), not a .csv or .xlsx file by its name and its content, unreadable, empty, or holding
 * more than MAX_IMPORT_ROWS rows (422). With `headingsOnly` the reading stops at the heading row.
 */
export async function readUsersFile(
  fileName: string,
  base64: string,
  limitBytes: number,
  { headingsOnly = false } = {},
): Promise<ReadFile> {
  const bytes = Buffer.from(base64, 'base64');
  if (bytes.length > limitBytes) {
    throw new HttpError(
      413,
      `The file is ${megabytes(bytes.length)}; at most ${megabytes(limitBytes)} can be imported at once. Split it into smaller files.`,
    );
  }
  const ending = fileName.trim().toLowerCase().split('.').pop();
  const read = new RowsRead(headingsOnly);
  if (ending === 'xlsx' && bytes.subarray(0, 4).equals(XLSX_SIGNATURE)) return readXlsx(bytes, read);
  if (ending === 'xlsx') throw unreadable('an .xlsx workbook');
  if (ending === 'csv' && !bytes.subarray(0, 4).equals(XLSX_SIGNATURE)) return readCsv(bytes, read);
  throw validationFailed({
    file_name: ['Only .csv and .xlsx files can be imported. Save the list from the spreadsheet as one of these.'],
  });
}
