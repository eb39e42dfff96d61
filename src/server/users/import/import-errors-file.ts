import ExcelJS from 'exceljs';
import { loadContract } from '../../contract';
import type { FieldErrors } from '../../errors';

/** The create form's fields as the contract labels them ("roles" for role_ids), for a field the mapping leaves out. */
function fieldLabel(field: string): string {
  const properties = loadContract().components.schemas.UserInput.properties as Record<string, { 'x-label'?: string }>;
  return properties[field]?.['x-label'] ?? field.replace(/_/g, ' ');
}

/**
 * The refused rows as a workbook to work through beside the file: one line a message, naming the
 * row and the file's column (its heading as the file writes it, else the field's label). Text cells only: a message
 * quoting a cell that starts with "=" stays text, never a formula.
 */
export async function importErrorsWorkbook(
  refused: { row: number; errors: FieldErrors }[],
  headingOf: (field: string) => string | undefined,
): Promise<Buffer> {
  const workbook = new ExcelJS.Workbook();
  const sheet = workbook.addWorksheet('Errors', { views: [{ state: 'frozen', ySplit: 1 }] });
  sheet.columns = [
    { header: 'Row', key: 'row', width: 8 },
    { header: 'Column', key: 'column', width: 24 },
    { header: 'Message', key: 'message', width: 90 },
  ];
  sheet.getRow(1).font = { bold: true };
  for (const { row, errors } of refused)
    for (const [field, messages] of Object.entries(errors))
      for (const message of messages) sheet.addRow({ row, column: headingOf(field) ?? fieldLabel(field), message });
  return Buffer.from(await workbook.xlsx.writeBuffer());
}
