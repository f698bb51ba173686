import type ExcelJS from 'exceljs';
import { loadExcel } from './load-excel';
import type { CrosstabResponse } from '@swat/shared-contracts';

const BRAND = 'FF0B3D5C';
const LIGHT = 'FFEAF1F6';
const thin: Partial<ExcelJS.Border> = { style: 'thin', color: { argb: 'FFB8C4CE' } };

/** The workbook's own words in the reader's language (plain strings: they travel to the worker thread). */
export interface WorkbookWords {
  base: string;
  /** Under weighting the base row is named for what it is, beside the weighted base. */
  unweightedBase: string;
  weightedBase: string;
  effectiveBase: string;
  count: string;
  higherThan: string;
  contents: string;
  /** The contents sheet's line naming the banner ("Banner: Gender, Region"). */
  bannerLine: string;
  table: string;
  /** Sheets read right to left (Arabic). */
  rightToLeft: boolean;
}

const sheetName = (label: string, used: Set<string>, fallback: string) => {
  const base = label.replace(/[\\/?*[\]:]/g, ' ').trim().slice(0, 28) || fallback;
  let name = base;
  for (let n = 2; used.has(name.toLowerCase()); n++) name = `${base.slice(0, 25)} ${n}`;
  used.add(name.toLowerCase());
  return name;
};

/** One crosstab laid out as research tables are: banner headers, base row, % with count and letters. */
function writeTable(sheet: ExcelJS.Worksheet, title: string, table: CrosstabResponse, words: WorkbookWords) {
  const width = table.columns.length + 1;
  sheet.getColumn(1).width = 38;
  for (let i = 2; i <= width; i++) sheet.getColumn(i).width = 14;
  sheet.addRow([title]).font = { bold: true, size: 13, color: { argb: BRAND } };
  sheet.addRow([table.row.label]).font = { bold: true, size: 12 };
  sheet.addRow([]);

  // Banner header: variable labels spanning their columns, then category labels, then letters.
  const groupRow = sheet.addRow(['', ...table.columns.map((c) => c.variableLabel)]);
  let start = 2;
  for (let i = 1; i <= table.columns.length; i++) {
    const current = table.columns[i - 1]!;
    const next = table.columns[i];
    if (!next || next.variable !== current.variable) {
      if (i + 1 > start) sheet.mergeCells(groupRow.number, start, groupRow.number, i + 1);
      start = i + 2;
    }
  }
  const labelRow = sheet.addRow(['', ...table.columns.map((c) => c.label)]);
  const letterRow = sheet.addRow(['', ...table.columns.map((c) => (c.letter ? `(${c.letter})` : ''))]);
  for (const row of [groupRow, labelRow, letterRow]) {
    row.eachCell((cell) => {
      cell.font = { bold: true, color: { argb: 'FFFFFFFF' } };
      cell.fill = { type: 'pattern', pattern: 'solid', fgColor: { argb: BRAND } };
      cell.alignment = { horizontal: 'center', vertical: 'middle', wrapText: true };
    });
  }
  const baseRow = sheet.addRow([table.weighted ? words.unweightedBase : words.base, ...table.columns.map((c) => c.base)]);
  baseRow.font = { bold: true };
  baseRow.eachCell((cell) => (cell.fill = { type: 'pattern', pattern: 'solid', fgColor: { argb: LIGHT } }));
  if (table.weighted) {
    const weightedRow = sheet.addRow([words.weightedBase, ...table.columns.map((c) => Math.round(c.weightedBase * 10) / 10)]);
    weightedRow.font = { bold: true };
    weightedRow.eachCell((cell) => (cell.fill = { type: 'pattern', pattern: 'solid', fgColor: { argb: LIGHT } }));
    const eff = sheet.addRow([words.effectiveBase, ...table.columns.map((c) => Math.round(c.effectiveBase * 10) / 10)]);
    eff.font = { italic: true };
    eff.getCell(1).font = { italic: true };
  }
  for (const r of table.rows) {
    const pct = sheet.addRow([r.label, ...r.cells.map((c) => c.percent / 100)]);
    // A net reads apart from the categories it sums: shaded, its label in italics.
    pct.font = { bold: true, italic: r.kind === 'net' };
    if (r.kind === 'net') pct.eachCell((cell) => (cell.fill = { type: 'pattern', pattern: 'solid', fgColor: { argb: LIGHT } }));
    for (let i = 2; i <= width; i++) pct.getCell(i).numFmt = '0.0%';
    const count = sheet.addRow([`  ${words.count}`, ...r.cells.map((c) => Math.round(c.weighted * 10) / 10)]);
    count.font = { color: { argb: 'FF5B6770' }, size: 9 };
    const letters = sheet.addRow([`  ${words.higherThan}`, ...r.cells.map((c) => c.higherThan.join(' '))]);
    letters.font = { color: { argb: 'FFB3261E' }, bold: true, size: 9 };
    letters.getCell(1).font = { color: { argb: 'FF5B6770' }, size: 9 };
  }
  for (let r = groupRow.number; r <= sheet.rowCount; r++) {
    for (let i = 1; i <= width; i++) sheet.getCell(r, i).border = { top: thin, bottom: thin, left: thin, right: thin };
  }
  sheet.addRow([]);
  for (const note of table.notes) sheet.addRow([note]).font = { italic: true, size: 9 };
  sheet.views = [{ state: 'frozen', xSplit: 1, ySplit: letterRow.number, rightToLeft: words.rightToLeft }];
}

/** A workbook with one sheet per table (a banner book when there are several). */
export async function crosstabWorkbook(title: string, tables: readonly CrosstabResponse[], words: WorkbookWords): Promise<Uint8Array> {
  const workbook = new (await loadExcel()).Workbook();
  workbook.creator = 'SWAT Research';
  workbook.created = new Date();
  const used = new Set<string>();
  if (tables.length > 1) {
    const index = workbook.addWorksheet(sheetName(words.contents, used, words.table), { views: [{ rightToLeft: words.rightToLeft }] });
    index.getColumn(1).width = 60;
    index.addRow([title]).font = { bold: true, size: 13, color: { argb: BRAND } };
    index.addRow([words.bannerLine]);
    for (const t of tables) index.addRow([t.row.label]);
  }
  for (const table of tables) writeTable(workbook.addWorksheet(sheetName(table.row.label, used, words.table)), title, table, words);
  return new Uint8Array(await workbook.xlsx.writeBuffer());
}
