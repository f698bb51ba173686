import type ExcelJS from 'exceljs';

/** ExcelJS on first use: some 27 MB that a server which never reads or writes a workbook need not hold. */
export const loadExcel = async (): Promise<typeof ExcelJS> => (await import('exceljs')).default;
