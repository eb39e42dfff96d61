import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import XLSX from 'xlsx';
import type { Cell, ExportHeader } from '../../src/server/exports/batch-rows';
import { MAX_CELL_TEXT } from '../../src/server/exports/sheet-xml';
import { writeXlsx } from '../../src/server/exports/xlsx-file';
import { readSheet } from './support/exports';

const HEADERS: ExportHeader[] = [
  { header: 'Text', width: 30 },
  { header: 'Number', width: 12 },
  { header: 'When', width: 20, isDate: true },
];

async function* pagesOf(...pages: Cell[][][]): AsyncGenerator<Cell[][]> {
  yield* pages;
}

describe('the .xlsx export file', () => {
  const dir = mkdtempSync(path.join(os.tmpdir(), 'nhia-xlsx-'));
  let written = 0;
  afterAll(() => rmSync(dir, { recursive: true, force: true }));

  /** Writes the rows (in pages) and answers the file's bytes. */
  async function fileOf(pages: Cell[][][], headers = HEADERS, sheetName = 'Users'): Promise<Buffer> {
    const file = path.join(dir, `${++written}.xlsx`);
    const rows = await writeXlsx(file, sheetName, headers, pagesOf(...pages));
    expect(rows).toBe(pages.flat().length);
    return readFileSync(file);
  }
  /** One part of the file's zip, as text. */
  const partOf = (file: Buffer, name: string) => {
    const entry = XLSX.CFB.find(XLSX.CFB.read(file, { type: 'buffer' }), `/${name}`);
    return Buffer.from(entry!.content as Uint8Array).toString('utf8');
  };
  /** The cell objects of the first sheet, as SheetJS reads them. */
  const cellsOf = (file: Buffer) => {
    const workbook = XLSX.read(file, { type: 'buffer', cellDates: true, cellNF: true });
    return workbook.Sheets[workbook.SheetNames[0]];
  };

  it('writes a bold, frozen header row of readable names with the column widths, and every row of every page under it', async () => {
    const file = await fileOf([
      [
        ['a', 1, null],
        ['b', 2, null],
      ],
      [['c', 3, null]],
    ]);
    expect(readSheet(file)).toEqual([
      ['Text', 'Number', 'When'],
      ['a', 1, null],
      ['b', 2, null],
      ['c', 3, null],
    ]);
    const sheet = partOf(file, 'xl/worksheets/sheet1.xml');
    expect(sheet).toContain('<pane ySplit="1" topLeftCell="A2" activePane="bottomLeft" state="frozen"/>');
    expect(sheet).toContain('<col min="1" max="1" width="30" customWidth="1"/>');
    const headerStyles = [...sheet.matchAll(/<c r="[A-C]1" s="(\d+)"/g)].map((m) => Number(m[1]));
    expect(headerStyles).toHaveLength(3);
    const styles = partOf(file, 'xl/styles.xml');
    const xfs = [...styles.split('<cellXfs')[1].matchAll(/<xf [^>]*fontId="(\d+)"/g)].map((m) => Number(m[1]));
    const fonts = styles.split('<fonts')[1].split('</fonts>')[0].split('<font>').slice(1);
    for (const style of new Set(headerStyles)) expect(fonts[xfs[style]]).toContain('<b/>');
  });

  it('writes an empty batch as the header row alone', async () => {
    expect(readSheet(await fileOf([]))).toEqual([['Text', 'Number', 'When']]);
  });

  it('keeps text exactly: markup characters, quotes, spaces at either end, line breaks, tabs and any script', async () => {
    const texts = [
      'Tom & Jerry <b>bold</b> a > b',
      `"double" and 'single'`,
      '  padded  ',
      'two\nlines\r\nand\ttab',
      'Ọ̀nà Àdìgún — 東京 🇳🇬',
    ];
    const file = await fileOf([texts.map((text) => [text, null, null])]);
    expect(
      readSheet(file)
        .slice(1)
        .map((row) => row[0]),
    ).toEqual(texts);
    // Excel drops spaces at either end of a text unless told to keep them.
    expect(partOf(file, 'xl/worksheets/sheet1.xml')).toContain('<t xml:space="preserve">  padded  </t>');
  });

  it('writes control characters XML cannot carry as Excel\'s _xHHHH_ escapes, and leaves literal "_x0041_" text as it is', async () => {
    const texts = ['bell\u0007 and nul\u0000 here', 'vertical\u000Btab', 'literally _x0041_ and _x00e9_', '\uFFFF'];
    const file = await fileOf([texts.map((text) => [text, null, null])]);
    expect(partOf(file, 'xl/worksheets/sheet1.xml')).toContain('bell_x0007_ and nul_x0000_ here');
    expect(
      readSheet(file)
        .slice(1)
        .map((row) => row[0]),
    ).toEqual(texts);
  });

  it(`cuts text longer than Excel's ${MAX_CELL_TEXT.toLocaleString('en')}-character cell limit, ending it with "…" and never splitting a character`, async () => {
    const long = 'x'.repeat(40_000);
    const emojiAtTheEdge = `${'y'.repeat(MAX_CELL_TEXT - 2)}😀 tail`;
    const exact = 'z'.repeat(MAX_CELL_TEXT);
    const [, first, second, third] = readSheet(
      await fileOf([
        [
          [long, null, null],
          [emojiAtTheEdge, null, null],
          [exact, null, null],
        ],
      ]),
    );
    expect(first[0]).toBe(`${'x'.repeat(MAX_CELL_TEXT - 1)}…`);
    expect(second[0]).toBe(`${'y'.repeat(MAX_CELL_TEXT - 2)}…`);
    expect(third[0]).toBe(exact);
  });

  it('writes numbers as numbers, empty values as empty cells and dates as real dates in a date-and-time format', async () => {
    const when = new Date('2026-03-04T05:06:00Z');
    const sheet = cellsOf(
      await fileOf([
        [
          ['', 0, when],
          [null, -12.5, null],
          ['big', 1234567890123, new Date(Number.NaN)],
          ['odd', Number.NaN, null],
        ],
      ]),
    );
    expect([sheet.B2, sheet.B3, sheet.B4].map((cell) => [cell.t, cell.v])).toEqual([
      ['n', 0],
      ['n', -12.5],
      ['n', 1234567890123],
    ]);
    expect(sheet.B5).toMatchObject({ t: 's', v: 'NaN' });
    expect(sheet.A3).toBeUndefined();
    expect(sheet.C3).toBeUndefined();
    expect(sheet.C4).toBeUndefined();
    expect(sheet.C2).toMatchObject({ t: 'd', z: 'yyyy-mm-dd hh:mm', w: '2026-03-04 05:06' });
  });

  it('writes text that looks like a formula as text, never as a formula (no formula injection)', async () => {
    const attacks = ["=cmd|' /C calc'!A0", '=HYPERLINK("http://evil.example","click")', '+1+1', '-2+3', '@SUM(1,2)'];
    const file = await fileOf([attacks.map((text) => [text, null, null])]);
    const sheet = cellsOf(file);
    attacks.forEach((text, i) => {
      expect(sheet[`A${i + 2}`]).toMatchObject({ t: 's', v: text });
      expect(sheet[`A${i + 2}`].f).toBeUndefined();
    });
    expect(partOf(file, 'xl/worksheets/sheet1.xml')).not.toContain('<f>');
  });

  it('names the sheet as Excel accepts: at most 31 characters, none of : \\ / ? * [ ]', async () => {
    const file = await fileOf([], HEADERS, 'Activity logs: [2026/01] * very long name');
    expect(XLSX.read(file, { type: 'buffer' }).SheetNames).toEqual(['Activity logs   2026 01    very']);
  });

  it('fails, rather than hanging, when the rows cannot be read or the file cannot be written', async () => {
    async function* failing(): AsyncGenerator<Cell[][]> {
      yield [['first page', 1, null]];
      throw new Error('the database went away');
    }
    await expect(writeXlsx(path.join(dir, 'failing.xlsx'), 'Users', HEADERS, failing())).rejects.toThrow(
      'the database went away',
    );
    const nowhere = path.join(dir, 'no such folder', 'file.xlsx');
    await expect(writeXlsx(nowhere, 'Users', HEADERS, pagesOf([['a', 1, null]]))).rejects.toThrow(/ENOENT/);
  });
});
