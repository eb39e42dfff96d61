import { once } from 'node:events';
import { createWriteStream } from 'node:fs';
import { PassThrough } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import yazl from 'yazl';
import type { Cell, ExportHeader } from './batch-rows';
import { cellsXml, columnName, STYLE, textCell } from './sheet-xml';

/** Excel's date cells are days since 1899-12-30; the number format makes them show as dates. */
const DATE_FORMAT = 'yyyy-mm-dd hh:mm';
/**
 * zlib's fastest level: a file of 50,000 users is 2.6 MB instead of 2.1 MB at the default
 * level 6, for less CPU (the deflate runs on libuv's thread pool, which shares the machine's
 * cores with PostgreSQL and this process).
 */
const COMPRESSION_LEVEL = 1;

const XML_HEAD = '<?xml version="1.0" encoding="UTF-8" standalone="yes"?>\n';
const MAIN = 'http://schemas.openxmlformats.org/spreadsheetml/2006/main';
const REL = 'http://schemas.openxmlformats.org/officeDocument/2006/relationships';
const PKG_REL = 'http://schemas.openxmlformats.org/package/2006/relationships';
const TYPE = 'application/vnd.openxmlformats-officedocument.spreadsheetml';

const escapeAttribute = (value: string) => value.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/"/g, '&quot;');

/** Excel refuses sheet names over 31 characters or with any of : \ / ? * [ ]. */
const excelSheetName = (name: string) => name.replace(/[:\\/?*[\]]/g, ' ').slice(0, 31) || 'Sheet1';

/** The workbook's fixed parts: one sheet and the three cell styles of STYLE, in its order. */
function packageParts(sheetName: string): [string, string][] {
  return [
    [
      '[Content_Types].xml',
      `<Types xmlns="http://schemas.openxmlformats.org/package/2006/content-types">` +
        `<Default Extension="rels" ContentType="application/vnd.openxmlformats-package.relationships+xml"/>` +
        `<Default Extension="xml" ContentType="application/xml"/>` +
        `<Override PartName="/xl/workbook.xml" ContentType="${TYPE}.sheet.main+xml"/>` +
        `<Override PartName="/xl/worksheets/sheet1.xml" ContentType="${TYPE}.worksheet+xml"/>` +
        `<Override PartName="/xl/styles.xml" ContentType="${TYPE}.styles+xml"/></Types>`,
    ],
    [
      '_rels/.rels',
      `<Relationships xmlns="${PKG_REL}">` +
        `<Relationship Id="rId1" Type="${REL}/officeDocument" Target="xl/workbook.xml"/></Relationships>`,
    ],
    [
      'xl/workbook.xml',
      `<workbook xmlns="${MAIN}" xmlns:r="${REL}"><bookViews><workbookView/></bookViews>` +
        `<sheets><sheet name="${escapeAttribute(excelSheetName(sheetName))}" sheetId="1" r:id="rId1"/></sheets></workbook>`,
    ],
    [
      'xl/_rels/workbook.xml.rels',
      `<Relationships xmlns="${PKG_REL}">` +
        `<Relationship Id="rId1" Type="${REL}/worksheet" Target="worksheets/sheet1.xml"/>` +
        `<Relationship Id="rId2" Type="${REL}/styles" Target="styles.xml"/></Relationships>`,
    ],
    [
      'xl/styles.xml',
      `<styleSheet xmlns="${MAIN}">` +
        `<numFmts count="1"><numFmt numFmtId="164" formatCode="${DATE_FORMAT}"/></numFmts>` +
        `<fonts count="2"><font><sz val="11"/><name val="Calibri"/></font><font><b/><sz val="11"/><name val="Calibri"/></font></fonts>` +
        `<fills count="2"><fill><patternFill patternType="none"/></fill><fill><patternFill patternType="gray125"/></fill></fills>` +
        `<borders count="1"><border><left/><right/><top/><bottom/><diagonal/></border></borders>` +
        `<cellStyleXfs count="1"><xf numFmtId="0" fontId="0" fillId="0" borderId="0"/></cellStyleXfs>` +
        `<cellXfs count="3"><xf numFmtId="0" fontId="0" fillId="0" borderId="0" xfId="0"/>` +
        `<xf numFmtId="164" fontId="0" fillId="0" borderId="0" xfId="0" applyNumberFormat="1"/>` +
        `<xf numFmtId="0" fontId="1" fillId="0" borderId="0" xfId="0" applyFont="1"/></cellXfs>` +
        `<cellStyles count="1"><cellStyle name="Normal" xfId="0" builtinId="0"/></cellStyles></styleSheet>`,
    ],
  ];
}

/** The sheet up to its first data row: the header frozen in place, column widths, the bold header row. */
function sheetStart(headers: ExportHeader[]): string {
  const cols = headers
    .map(({ width }, i) => `<col min="${i + 1}" max="${i + 1}" width="${width}" customWidth="1"/>`)
    .join('');
  const header = headers.map(({ header }, i) => textCell(`${columnName(i)}1`, header, STYLE.bold)).join('');
  return (
    `${XML_HEAD}<worksheet xmlns="${MAIN}"><sheetViews><sheetView workbookViewId="0">` +
    `<pane ySplit="1" topLeftCell="A2" activePane="bottomLeft" state="frozen"/><selection pane="bottomLeft"/></sheetView></sheetViews>` +
    `<sheetFormatPr defaultRowHeight="15"/><cols>${cols}</cols><sheetData><row r="1">${header}</row>`
  );
}

const SHEET_END = '</sheetData></worksheet>';

/**
 * Streams pages of rows into an .xlsx file at constant memory: each page becomes the sheet's
 * XML as one string (inline strings, no shared-strings table that would grow with the file),
 * zipped as it comes. Only the page in hand and the zip's buffers are in memory. Answers the
 * number of rows written.
 */
export async function writeXlsx(
  file: string,
  sheetName: string,
  headers: ExportHeader[],
  pages: AsyncIterable<Cell[][]>,
): Promise<number> {
  const zip = new yazl.ZipFile();
  for (const [name, xml] of packageParts(sheetName))
    zip.addBuffer(Buffer.from(XML_HEAD + xml), name, { compressionLevel: COMPRESSION_LEVEL });
  const sheet = new PassThrough();
  zip.addReadStream(sheet, 'xl/worksheets/sheet1.xml', { compressionLevel: COMPRESSION_LEVEL });
  zip.end();
  const output = zip.outputStream as PassThrough;
  const saved = pipeline(output, createWriteStream(file));
  // A failed zip or file (a full disk) ends the writing at once rather than waiting for a drain.
  const failed = new Promise<never>((_, reject) => {
    zip.on('error', reject);
    saved.catch(reject);
  });
  failed.catch(() => undefined);
  const put = async (xml: string) => {
    if (!sheet.write(xml)) await Promise.race([once(sheet, 'drain'), failed]);
  };

  let row = 1;
  try {
    await put(sheetStart(headers));
    for await (const page of pages) {
      let xml = '';
      for (const cells of page) xml += `<row r="${++row}">${cellsXml(cells, row)}</row>`;
      await put(xml);
    }
    sheet.end(SHEET_END);
    await Promise.race([saved, failed]);
  } catch (error) {
    sheet.destroy();
    output.destroy();
    await saved.catch(() => undefined);
    throw error;
  }
  return row - 1;
}
