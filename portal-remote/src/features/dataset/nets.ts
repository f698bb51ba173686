import { isNonSubstantiveAnswer, scaleOrder, type Variable } from '@swat/shared-contracts';

/** Moves one item of a list to another position. */
export function moveItem<T>(list: readonly T[], from: number, to: number): T[] {
  if (from === to || from < 0 || to < 0 || from >= list.length || to >= list.length) return [...list];
  const next = [...list];
  const [item] = next.splice(from, 1);
  next.splice(to, 0, item!);
  return next;
}

/** The points of a scale question: its answers without missing codes, "don't know" or refusals. */
const scalePoints = (v: Variable) => v.valueLabels.filter((l) => !v.missingValues.includes(l.value) && !isNonSubstantiveAnswer(l.label));

/**
 * The codes of a top-2 or bottom-2 box in the question's current order. The positive end is the
 * last one unless the answers are a recognised scale listed positive first (a .sav coded 1 = Very
 * satisfied), so the preset is right both ways; staff can still change its members.
 */
export function boxOf(v: Variable, end: 'top' | 'bottom'): string[] {
  const points = scalePoints(v);
  const labels = points.map((p) => p.label);
  const order = scaleOrder(labels)?.order;
  const positiveFirst = order !== undefined && labels.length > 1 && order.every((label, i) => label === labels[labels.length - 1 - i]);
  const atEnd = (end === 'top') !== positiveFirst;
  return (atEnd ? points.slice(-2) : points.slice(0, 2)).map((p) => p.value);
}
