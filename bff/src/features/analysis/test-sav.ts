import { writeSavFile } from './write-sav';

/** A variable as tests describe one: short names, numeric codes with labels, 8-byte strings. */
export interface SavVariable {
  name: string;
  label?: string;
  type: 'numeric' | 'string';
  valueLabels?: [number, string][];
  missing?: number[];
}

/** A .sav in memory, written by the same writer as clients' downloads. */
export function writeSav(variables: readonly SavVariable[], rows: readonly (number | string | null)[][], weight?: string): Uint8Array {
  const index = weight ? variables.findIndex((v) => v.name === weight) : -1;
  return writeSavFile(
    {
      weight: index >= 0 ? index : null,
      columns: variables.map((v) => ({
        name: v.name,
        label: v.label ?? '',
        kind: v.type,
        width: 8,
        decimals: 0,
        valueLabels: (v.valueLabels ?? []).map(([value, label]) => ({ value, label })),
        missing: v.missing ?? [],
      })),
    },
    rows.map((row) => row.map((cell) => (cell === null ? null : String(cell)))),
  );
}
