import type { Variable } from '@swat/shared-contracts';
import type { DatasetHandle } from './results';

export interface VisibleColumn {
  name: string;
  /** Position in the analysable copy (column `c{index}`). */
  index: number;
  /** The column's definition; a column the definition does not list yet has none. */
  variable: Variable | undefined;
}

/**
 * The columns this reader may have: every one for staff, none marked hidden for a client. The one
 * rule behind rows, single columns and every download format, so no path can forget it.
 */
export function visibleColumns(ds: Pick<DatasetHandle, 'header' | 'definition' | 'includeHidden'>): VisibleColumn[] {
  const byName = new Map(ds.definition.variables.map((v) => [v.name, v]));
  return ds.header.map((name, index) => ({ name, index, variable: byName.get(name) })).filter((column) => ds.includeHidden || !column.variable?.hidden);
}
