import type { Cell } from './batch-rows';

/** Excel keeps at most this many characters in a cell; longer text is cut and ends with "…". */
export const MAX_CELL_TEXT = 32_767;

/** Cell styles by their index in the workbook's styles.xml: 0 plain, 1 date, 2 bold (the header). */
export const STYLE = { date: 1, bold: 2 } as const;

const DAY_MS = 86_400_000;
/** 1970-01-01 as an Excel day number (days since 1899-12-30). */
const UNIX_EPOCH_DAY = 25_569;

const columnNames: string[] = [];

/** A, B, … Z, AA, AB, …: the letters of a zero-based column index. */
export function columnName(index: number): string {
  if (columnNames[index] === undefined) {
    let name = '';
    for (let n = index + 1; n > 0; n = Math.floor((n - 1) / 26)) name = String.fromCharCode(65 + ((n - 1) % 26)) + name;
    columnNames[index] = name;
  }
  return columnNames[index];
}

// XML 1.0 cannot carry most control characters; SpreadsheetML writes any character as _xHHHH_
// (ST_Xstring), so those are written that way and a literal "_xHHHH_" gets its "_" escaped too.
const NOT_IN_XML = /[\u0000-\u0008\u000B\u000C\u000E-\u001F\uFFFE\uFFFF]/g;
const NEEDS_ESCAPING = /[&<>\u0000-\u0008\u000B\u000C\u000E-\u001F\uFFFE\uFFFF]|_x[0-9A-Fa-f]{4}_/;

function withinCellLimit(text: string): string {
  if (text.length <= MAX_CELL_TEXT) return text;
  let end = MAX_CELL_TEXT - 1;
  const last = text.charCodeAt(end - 1);
  if (last >= 0xd800 && last <= 0xdbff) end -= 1; // never split a surrogate pair
  return `${text.slice(0, end)}…`;
}

/** Text as the content of a SpreadsheetML <t> element. */
export function escapeCellText(text: string): string {
  const value = withinCellLimit(text);
  if (!NEEDS_ESCAPING.test(value)) return value;
  return value
    .replace(/_(?=x[0-9A-Fa-f]{4}_)/g, '_x005F_')
    .replace(NOT_IN_XML, (c) => `_x${c.charCodeAt(0).toString(16).toUpperCase().padStart(4, '0')}_`)
    .replace(/&/g, '&amp;')
    .replace(/</g, '&lt;')
    .replace(/>/g, '&gt;');
}

/**
 * A text cell, written as an inline string: never a formula, whatever it looks like
 * ("=cmd|…" stays text), and no shared-strings table growing with the file.
 */
export function textCell(ref: string, text: string, style?: number): string {
  const space = /^\s|\s$/.test(text) ? ' xml:space="preserve"' : '';
  return `<c r="${ref}"${style ? ` s="${style}"` : ''} t="inlineStr"><is><t${space}>${escapeCellText(text)}</t></is></c>`;
}

/**
 * One row's cells: text, numbers, dates as day numbers in the date style (a Date's UTC fields
 * are the wall-clock time shown), and nothing for an empty value.
 */
export function cellsXml(cells: Cell[], row: number): string {
  let xml = '';
  for (let i = 0; i < cells.length; i++) {
    const value = cells[i];
    if (value === null || value === undefined) continue;
    const ref = columnName(i) + row;
    if (typeof value === 'string') xml += textCell(ref, value);
    else if (typeof value === 'number')
      xml += Number.isFinite(value) ? `<c r="${ref}"><v>${value}</v></c>` : textCell(ref, String(value));
    else if (!Number.isNaN(value.getTime()))
      xml += `<c r="${ref}" s="${STYLE.date}"><v>${value.getTime() / DAY_MS + UNIX_EPOCH_DAY}</v></c>`;
  }
  return xml;
}
