import { createReadStream, createWriteStream } from 'node:fs';
import { once } from 'node:events';
import { parse } from 'csv-parse';
import { loadExcel } from './load-excel';
import { savHeader, SavCaseWriter, type SavColumn } from './write-sav';

/** A column of a dataset download: what the engine found in it and what the definition says of it. */
export interface ExportColumn {
  name: string;
  label: string;
  /** Every filled cell reads as a number. */
  numeric: boolean;
  /** Most decimals a number in it has (numeric columns). */
  decimals: number;
  /** Longest cell in UTF-8 bytes. */
  widthBytes: number;
  valueLabels: readonly { value: string; label: string }[];
  missing: readonly string[];
}

export interface DatasetFileJob {
  format: 'xlsx' | 'sav';
  /** Headerless CSV of the columns, in order, as the engine wrote it. */
  rowsCsv: string;
  target: string;
  columns: readonly ExportColumn[];
  rowCount: number;
  /** Index into `columns` of the weight, if it is among them. */
  weight: number | null;
  title: string;
  /** Sheet names of the workbook (they follow the reader's language). */
  sheets: { data: string; variables: string };
  /** Column headings of the variables sheet. */
  variableHeadings: { name: string; label: string; values: string };
}

async function* rowsOf(file: string): AsyncGenerator<string[]> {
  const parser = createReadStream(file).pipe(parse({ relax_column_count: true }));
  for await (const record of parser) yield record as string[];
}

const asNumber = (cell: string): number | null => {
  if (cell.trim() === '') return null;
  const n = Number(cell.replace(/,/g, ''));
  return Number.isFinite(n) ? n : null;
};

async function writeXlsx(job: DatasetFileJob): Promise<void> {
  const ExcelJS = await loadExcel();
  // The streaming writer keeps one row in memory at a time, whatever the size of the table.
  const book = new ExcelJS.stream.xlsx.WorkbookWriter({ filename: job.target, useStyles: true, useSharedStrings: false });
  book.title = job.title;
  const data = book.addWorksheet(job.sheets.data, { views: [{ state: 'frozen', ySplit: 1 }] });
  const heading = data.addRow(job.columns.map((c) => c.name));
  heading.font = { bold: true };
  heading.commit();
  for await (const record of rowsOf(job.rowsCsv)) {
    data.addRow(job.columns.map((column, i) => (column.numeric ? asNumber(record[i] ?? '') : (record[i] ?? '')))).commit();
  }
  data.commit();
  const variables = book.addWorksheet(job.sheets.variables);
  const { name, label, values } = job.variableHeadings;
  const top = variables.addRow([name, label, values]);
  top.font = { bold: true };
  top.commit();
  for (const column of job.columns) {
    variables.addRow([column.name, column.label, column.valueLabels.map((v) => `${v.value} = ${v.label}`).join('; ')]).commit();
  }
  variables.commit();
  await book.commit();
}

function savColumnOf(column: ExportColumn): SavColumn {
  const codes = column.valueLabels.map((v) => ({ value: asNumber(v.value), label: v.label }));
  return column.numeric
    ? {
        name: column.name,
        label: column.label,
        kind: 'numeric',
        width: 8,
        decimals: Math.min(column.decimals, 6),
        valueLabels: codes.filter((v): v is { value: number; label: string } => v.value !== null),
        missing: column.missing.map(asNumber).filter((n): n is number => n !== null),
      }
    : { name: column.name, label: column.label, kind: 'string', width: Math.max(1, column.widthBytes), decimals: 0, valueLabels: [], missing: [] };
}

async function writeSav(job: DatasetFileJob): Promise<void> {
  const columns = job.columns.map(savColumnOf);
  const out = createWriteStream(job.target);
  const write = async (bytes: Uint8Array) => {
    if (!out.write(bytes)) await once(out, 'drain');
  };
  await write(savHeader({ columns, weight: job.weight !== null && columns[job.weight]?.kind === 'numeric' ? job.weight : null, caseCount: job.rowCount, fileLabel: job.title }));
  const cases = new SavCaseWriter(columns);
  let batched = 0;
  for await (const record of rowsOf(job.rowsCsv)) {
    cases.add(record);
    if (++batched === 2000) {
      await write(cases.take());
      batched = 0;
    }
  }
  await write(cases.take());
  out.end();
  await once(out, 'finish');
}

/** Writes a dataset download (runs in the export worker thread). */
export async function writeDatasetFile(job: DatasetFileJob): Promise<void> {
  if (job.format === 'xlsx') await writeXlsx(job);
  else await writeSav(job);
}
