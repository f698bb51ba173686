import type ExcelJS from 'exceljs';
import type { ImportLimits } from './import-limits';
import { loadExcel } from './load-excel';
import { TableImportError, type TableSource } from './table-source';
import { checkZipExpansion, verifyZipSizes } from './zip-check';

function cellText(value: ExcelJS.CellValue): string {
  if (value === null || value === undefined) return '';
  if (value instanceof Date) return value.toISOString().replace(/T00:00:00\.000Z$/, '');
  if (typeof value === 'object') {
    if ('result' in value) return cellText((value as ExcelJS.CellFormulaValue).result as ExcelJS.CellValue);
    if ('richText' in value) return value.richText.map((r) => r.text).join('');
    if ('text' in value) return String(value.text);
    if ('error' in value) return '';
    return '';
  }
  return String(value);
}

/** The first worksheet of a workbook as a table: its first row is the header. */
export async function readXlsx(bytes: Uint8Array, limits: Pick<ImportLimits, 'maxExpandedBytes'>): Promise<TableSource> {
  // Checked before ExcelJS unpacks anything: it would inflate every part whole, whatever its size.
  await verifyZipSizes(bytes, checkZipExpansion(bytes, limits.maxExpandedBytes));
  const workbook = new (await loadExcel()).Workbook();
  try {
    await workbook.xlsx.load(Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength) as unknown as ExcelJS.Buffer);
  } catch {
    throw new TableImportError({ key: 'import.xlsx.unopenable' });
  }
  const sheet = workbook.worksheets.find((s) => s.actualRowCount > 0);
  if (!sheet) throw new TableImportError({ key: 'import.xlsx.noRows' });
  const width = sheet.actualColumnCount;
  const rowValues = (row: ExcelJS.Row) => Array.from({ length: width }, (_, i) => cellText(row.getCell(i + 1).value).trim());
  const header = rowValues(sheet.getRow(1)).map((h, i) => h || `Column ${i + 1}`);
  if (header.length < 1) throw new TableImportError({ key: 'import.xlsx.noColumnNames' });
  return {
    format: 'xlsx',
    detail: { sheet: sheet.name },
    header,
    labels: null,
    async *records() {
      for (let r = 2; r <= sheet.rowCount; r++) {
        const values = rowValues(sheet.getRow(r));
        if (values.some((v) => v !== '')) yield values;
      }
    },
  };
}
