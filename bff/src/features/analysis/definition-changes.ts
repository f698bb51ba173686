import type { DatasetVariables } from '@swat/shared-contracts';

export type DefinitionChanges = {
  /** Columns newly hidden from clients, and columns shown to them again: the changes that decide what leaves. */
  hidden: string[];
  shown: string[];
  /** Columns whose label, type, value labels or missing codes changed. */
  redefined: string[];
  weight?: { from: string | null; to: string | null };
  multiResponseSets?: { from: string[]; to: string[] };
};

/** What an edit of a dataset's definition changed, for the audit log; null when nothing did. */
export function definitionChanges(before: DatasetVariables, after: DatasetVariables): DefinitionChanges | null {
  const old = new Map(before.variables.map((v) => [v.name, v]));
  const changes: DefinitionChanges = { hidden: [], shown: [], redefined: [] };
  for (const v of after.variables) {
    const was = old.get(v.name);
    if (v.hidden && !was?.hidden) changes.hidden.push(v.name);
    if (!v.hidden && was?.hidden) changes.shown.push(v.name);
    const { hidden: _h, ...now } = v;
    const { hidden: _w, ...then } = was ?? v;
    if (was && JSON.stringify(now) !== JSON.stringify(then)) changes.redefined.push(v.name);
  }
  if (before.weightVariable !== after.weightVariable) changes.weight = { from: before.weightVariable, to: after.weightVariable };
  const setNames = (d: DatasetVariables) => d.multiResponseSets.map((s) => `${s.name}: ${s.columns.join(', ')}`);
  if (JSON.stringify(setNames(before)) !== JSON.stringify(setNames(after))) changes.multiResponseSets = { from: setNames(before), to: setNames(after) };
  const changed = changes.hidden.length + changes.shown.length + changes.redefined.length > 0 || changes.weight || changes.multiResponseSets;
  return changed ? changes : null;
}
