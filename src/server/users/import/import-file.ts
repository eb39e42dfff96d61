import { posix } from 'node:path';
import { Readable } from 'node:stream';
import ExcelJS from 'exceljs';
import Papa from 'papaparse';
import yauzl from 'yauzl';
import { HttpError, megabytes, validationFailed } from '../../errors';

/** The most rows of users one file may hold (issue 16): a larger list is split into several files. */
export const MAX_IMPORT_ROWS = 50_000;
/**
 * What a file may make the server read (docs/security.md, Uploads): rows of the sheet, blank ones
 * too (a file of empty lines costs as much to read); columns of a row up to its last filled cell;
 * characters of a cell (no field of a user is nearly as long); and bytes an .xlsx workbook (a zip)
 * unpacks to (a zip bomb is refused before it is unpacked).
 */
export const MAX_SHEET_ROWS = 150_000;
export const MAX_IMPORT_COLUMNS = 100;
export const MAX_CELL_CHARS = 2_000;
export const MAX_UNPACKED_BYTES = 100 * 1_048_576;

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

const fileRefused = (message: string) => validationFailed({ file: [message] });

const tooManyRows = () =>
  fileRefused(
    `The file has more than ${MAX_IMPORT_ROWS.toLocaleString('en')} rows of users. Split it into files of at most ${MAX_IMPORT_ROWS.toLocaleString('en')} rows.`,
  );

const tooLongSheet = () =>
  fileRefused(
    `The file runs past row ${MAX_SHEET_ROWS.toLocaleString('en')}, blank rows included. Delete the empty rows below the list, or split it into smaller files.`,
  );

const tooWideRow = (row: number) =>
  fileRefused(
    `Row ${row} has more than ${MAX_IMPORT_COLUMNS} columns. Delete the columns the import does not need (at most ${MAX_IMPORT_COLUMNS} are read), then upload the file again.`,
  );

const tooLongCell = (row: number, column: number) =>
  fileRefused(
    `Row ${row}, column ${column} holds more than ${MAX_CELL_CHARS.toLocaleString('en')} characters, far more than any field of a user. Check that this is the right file, or shorten that cell.`,
  );

const unpacksTooLarge = () =>
  fileRefused(
    `The workbook unpacks to more than ${megabytes(MAX_UNPACKED_BYTES)}, far more than a list of users needs. Copy the list alone into a new workbook (no pictures or other sheets), or save it as CSV UTF-8.`,
  );

const unreadable = (kind: string) =>
  validationFailed({ file: [`The file could not be read as ${kind}. Save it again from the spreadsheet as ${kind}.`] });

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
    if (row > MAX_SHEET_ROWS) throw tooLongSheet();
    const width = cells.findLastIndex((cell) => cell !== '') + 1;
    if (width > MAX_IMPORT_COLUMNS) throw tooWideRow(row);
    const tooLong = cells.findIndex((cell) => cell.length > MAX_CELL_CHARS);
    if (tooLong >= 0) throw tooLongCell(row, tooLong + 1);
    if (width === 0) return;
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

/** The options exceljs's workbook reader is given: what a cell's text needs (its shared strings and number formats). */
const XLSX_READ_OPTIONS = {
  sharedStrings: 'cache',
  hyperlinks: 'ignore',
  styles: 'cache',
  worksheets: 'emit',
} as const satisfies Partial<ExcelJS.stream.xlsx.WorkbookStreamReaderOptions>;

/** A workbook's relationship, as exceljs reads xl/_rels/workbook.xml.rels. */
interface Relationship {
  Id: string;
  Type: string;
  Target: string;
}

/**
 * exceljs's readers of a workbook's parts (lib/stream/xlsx/workbook-reader.js), which its own
 * parse() feeds from one pass over the zip in stored order; see firstWorksheetOf for why they are
 * fed here instead. Held by the .xlsx tests in tests/server/users-import*.test.ts.
 */
interface WorkbookPartReaders {
  workbookRels?: Relationship[];
  model?: { sheets?: { id: number; rId: string }[] };
  _parseRels(part: Readable): Promise<void>;
  _parseWorkbook(part: Readable): Promise<void>;
  _parseSharedStrings(part: Readable): AsyncIterable<unknown>;
  _parseStyles(part: Readable): Promise<void>;
  _parseWorksheet(part: Readable, sheetNo: string): Iterator<{ value: ExcelJS.stream.xlsx.WorksheetReader }>;
}

/** A zip's entries by part name, which OOXML compares without case. */
type Parts = Map<string, yauzl.Entry>;

/**
 * The first worksheet of a workbook (the first in the workbook's own order that is a worksheet),
 * ready to be read row by row. exceljs's streaming WorkbookReader reads the zip in one pass
 * through unzipper's Parse, which announces its end once it has parsed the zip's last part, even
 * while parts it has unpacked still wait in its queue for a reader busy with an earlier one:
 * those parts are never read (exceljs issue 3064), and a workbook whose xl/workbook.xml (stored
 * last by exceljs's writer) was among them could not be read, now and then. Here the zip is opened
 * by its central directory and exceljs's own part readers get the parts in the order they need
 * them: the workbook's relationships, the workbook, its shared strings and styles, then the sheet.
 */
async function firstWorksheetOf(zip: yauzl.ZipFile, parts: Parts): Promise<ExcelJS.stream.xlsx.WorksheetReader> {
  const reader = new ExcelJS.stream.xlsx.WorkbookReader(Readable.from([]), XLSX_READ_OPTIONS);
  const readers = reader as unknown as WorkbookPartReaders;
  const open = (name: string) => {
    const entry = parts.get(name.toLowerCase());
    if (!entry) throw unreadable('an .xlsx workbook');
    return zip.openReadStreamPromise(entry);
  };
  await readers._parseRels(await open('xl/_rels/workbook.xml.rels'));
  await readers._parseWorkbook(await open('xl/workbook.xml'));
  const relationships = readers.workbookRels ?? [];
  // A target is relative to xl/ (where workbook.xml is) unless it starts at the package's root.
  const partOf = (relationship: Relationship) =>
    relationship.Target.startsWith('/')
      ? posix.normalize(relationship.Target).slice(1)
      : posix.join('xl', relationship.Target);
  const ofType = (type: string) => relationships.find((relationship) => relationship.Type.endsWith(`/${type}`));
  const sharedStrings = ofType('sharedStrings');
  // Caching the shared strings, this reader yields none: reading it through fills the cache.
  if (sharedStrings) for await (const _ of readers._parseSharedStrings(await open(partOf(sharedStrings))));
  const styles = ofType('styles');
  if (styles) await readers._parseStyles(await open(partOf(styles)));
  const sheet = (readers.model?.sheets ?? [])
    .map(({ id, rId }) => ({ id, relationship: relationships.find(({ Id }) => Id === rId) }))
    .find(({ relationship }) => relationship?.Type.endsWith('/worksheet'));
  if (!sheet?.relationship) throw unreadable('an .xlsx workbook');
  const worksheet = readers._parseWorksheet(await open(partOf(sheet.relationship)), String(sheet.id)).next();
  return worksheet.value.value;
}

/**
 * Refuses a workbook whose parts unpack to more than MAX_UNPACKED_BYTES in all, by the sizes its
 * central directory states, before any is unpacked; those sizes cannot lie, as yauzl fails a
 * part that inflates to more than its stated size (validateEntrySizes).
 */
async function partsOf(zip: yauzl.ZipFile): Promise<Parts> {
  const parts: Parts = new Map();
  let unpacked = 0;
  for await (const entry of zip.eachEntry()) {
    unpacked += entry.uncompressedSize;
    if (unpacked > MAX_UNPACKED_BYTES) throw unpacksTooLarge();
    parts.set(entry.fileName.toLowerCase(), entry);
  }
  return parts;
}

async function readXlsx(bytes: Buffer, read: RowsRead): Promise<ReadFile> {
  let zip: yauzl.ZipFile | undefined;
  try {
    zip = await yauzl.fromBufferPromise(bytes, { lazyEntries: true, validateEntrySizes: true });
    const worksheet = await firstWorksheetOf(zip, await partsOf(zip));
    for await (const row of worksheet) {
      const cells: string[] = [];
      row.eachCell({ includeEmpty: true }, (cell, column) => (cells[column - 1] = cellText(cell)));
      read.add(
        row.number,
        Array.from(cells, (cell) => cell ?? ''),
      );
      if (read.complete) break;
    }
  } catch (error) {
    if (error instanceof HttpError) throw error;
    throw unreadable('an .xlsx workbook');
  } finally {
    zip?.close();
  }
  return read.read();
}

/**
 * The rows of an uploaded file of users, refused as the contract says: larger than `limitBytes`
 * (413), not a .csv or .xlsx file by its name and its content, unreadable, empty, holding more
 * than MAX_IMPORT_ROWS rows of users, or past one of the read limits above (422). With
 * `headingsOnly` the reading stops at the heading row.
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
