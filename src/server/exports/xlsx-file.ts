import ExcelJS from 'exceljs';
import type { Cell, ExportHeader } from './batch-rows';

const DATE_FORMAT = 'yyyy-mm-dd hh:mm';

/**
 * Streams pages of rows into an .xlsx file at constant memory: exceljs's streaming writer
 * commits each row as it comes, inline strings (a shared-strings table would hold every
 * distinct text until the end), and styles only for the bold header and the date format.
 * Answers the number of rows written.
 */
export async function writeXlsx(file: string, sheetName: string, headers: ExportHeader[], pages: AsyncIterable<Cell[][]>): Promise<number> {
  const workbook = new ExcelJS.stream.xlsx.WorkbookWriter({ filename: file, useSharedStrings: false, useStyles: true });
  const sheet = workbook.addWorksheet(sheetName, { views: [{ state: 'frozen', ySplit: 1 }] });
  sheet.columns = headers.map(({ header, width, isDate }) => ({ header, width, style: isDate ? { numFmt: DATE_FORMAT } : {} }));
  sheet.getRow(1).font = { bold: true };
  sheet.getRow(1).commit();
  let written = 0;
  for await (const page of pages) {
    for (const values of page) sheet.addRow(values).commit();
    written += page.length;
  }
  sheet.commit();
  await workbook.commit();
  return written;
}
