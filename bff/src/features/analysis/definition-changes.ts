import type { DatasetVariables } from '@swat/shared-contracts';

export type DefinitionChanges = {
  /** Columns newly hidden from clients, and columns shown to them again: the changes that decide what leaves. */
  hidden: string[];
  shown: string[];
  /** Columns whose label, type, value labels or missing codes changed (not just their order or nets). */
  redefined: string[];
  /** Columns whose categories staff put in another order. */
  reordered?: string[];
  /** Nets as they are after the change, per column whose nets changed ("Top-2 box: 4, 5"). */
  nets?: Record<string, string[]>;
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
    if (!was) continue;
    // The same labels in another order is a reorder, not a redefinition.
    const byValue = (l: { value: string }, m: { value: string }) => (l.value < m.value ? -1 : l.value > m.value ? 1 : 0);
    const { hidden: _h, nets: _n, valueLabels, ...now } = v;
    const { hidden: _w, nets: _m, valueLabels: wasLabels, ...then } = was;
    if (JSON.stringify(now) !== JSON.stringify(then) || JSON.stringify([...valueLabels].sort(byValue)) !== JSON.stringify([...wasLabels].sort(byValue))) changes.redefined.push(v.name);
    else if (JSON.stringify(valueLabels) !== JSON.stringify(wasLabels)) (changes.reordered ??= []).push(v.name);
    if (JSON.stringify(v.nets) !== JSON.stringify(was.nets)) (changes.nets ??= {})[v.name] = v.nets.map((n) => `${n.name}: ${n.values.join(', ')}`);
  }
  if (before.weightVariable !== after.weightVariable) changes.weight = { from: before.weightVariable, to: after.weightVariable };
  const setNames = (d: DatasetVariables) => d.multiResponseSets.map((s) => `${s.name}: ${s.columns.join(', ')}`);
  if (JSON.stringify(setNames(before)) !== JSON.stringify(setNames(after))) changes.multiResponseSets = { from: setNames(before), to: setNames(after) };
  const changed = changes.hidden.length + changes.shown.length + changes.redefined.length > 0 || changes.reordered || changes.nets || changes.weight || changes.multiResponseSets;
  return changed ? changes : null;
}
