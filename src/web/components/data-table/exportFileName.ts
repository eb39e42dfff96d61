const XLSX = '.xlsx';

/** The export file name sent always ends in .xlsx (docs/lists.md, Export progress). */
export function withXlsxExtension(name: string): string {
  const trimmed = name.trim();
  return trimmed.toLowerCase().endsWith(XLSX) ? trimmed : `${trimmed}${XLSX}`;
}
