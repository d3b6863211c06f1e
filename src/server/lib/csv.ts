/**
 * CSV (RFC 4180) for downloads opened in spreadsheets. A text cell that a spreadsheet would read as a
 * formula (starting with = + - @, a tab or a carriage return) gets a leading apostrophe, so a company
 * name like `=HYPERLINK(...)` stays text. Numbers are written as they are.
 */
export type CsvCell = string | number | null | undefined;

const FORMULA_START = /^[=+\-@\t\r]/;

export function csvCell(value: CsvCell): string {
  if (value === null || value === undefined) return '';
  if (typeof value === 'number') return String(value);
  const text = FORMULA_START.test(value) ? `'${value}` : value;
  return /[",\r\n]/.test(text) ? `"${text.replace(/"/g, '""')}"` : text;
}

/** One CSV line with its CRLF ending. */
export function csvLine(row: readonly CsvCell[]): string {
  return row.map(csvCell).join(',') + '\r\n';
}
