const XLSX = '.xlsx';

/** Spec §7: the export file name sent always ends in .xlsx. */
export function withXlsxExtension(name: string): string {
  const trimmed = name.trim();
  return trimmed.toLowerCase().endsWith(XLSX) ? trimmed : `${trimmed}${XLSX}`;
}
