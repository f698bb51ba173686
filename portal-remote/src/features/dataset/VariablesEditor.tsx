import { useState } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { useShellServices } from '@swat/shared-contracts/shell';
import { VARIABLE_TYPES, VARIABLE_TYPE_LABELS, type DatasetVariables, type VariableType } from '@swat/shared-contracts';
import { readApiError } from '../../lib/api-error';
import { invalidatePaths } from '../../lib/queries';
import { FormMessage, primaryButton } from '../../lib/ui/states';
import { ScrollArea } from './ScrollHint';

/** Staff: each column's label, type, visibility to clients, and the weight variable. */
export function VariablesEditor({ base, def }: { base: string; def: DatasetVariables }) {
  const { api, toast } = useShellServices();
  const queryClient = useQueryClient();
  const [draft, setDraft] = useState(def);
  const [error, setError] = useState<string | null>(null);
  const [saving, setSaving] = useState(false);
  const update = (name: string, change: Partial<DatasetVariables['variables'][number]>) => setDraft((d) => ({ ...d, variables: d.variables.map((v) => (v.name === name ? { ...v, ...change } : v)) }));
  const save = async () => {
    setSaving(true);
    setError(null);
    try {
      await api.request('PUT', `${base}/variables`, { variables: draft.variables, multiResponseSets: draft.multiResponseSets, weightVariable: draft.weightVariable });
      await invalidatePaths(queryClient, base);
      toast({ title: 'Variables saved', description: 'Clients see the new labels and settings now.' });
    } catch (e) {
      setError(readApiError(e).message);
    } finally {
      setSaving(false);
    }
  };
  const input = 'pt:w-full pt:min-w-40 pt:rounded-md pt:border pt:border-line pt:bg-surface pt:px-2 pt:py-1.5 pt:text-ink';
  return (
    <div className="pt:space-y-3">
      <ScrollArea label="Variables" id="variables">
        <table className="pt:min-w-full pt:border-collapse pt:text-sm">
          <thead className="pt:bg-surface-alt pt:text-start">
            <tr>
              {['Column', 'Label', 'Type', 'Weight', 'Hidden from clients'].map((h) => (
                <th key={h} scope="col" className="pt:px-3 pt:py-2 pt:font-semibold pt:text-ink">
                  {h}
                </th>
              ))}
            </tr>
          </thead>
          <tbody>
            {draft.variables.map((v) => (
              <tr key={v.name} className="pt:border-t pt:border-line">
                <th scope="row" className="pt:px-3 pt:py-1.5 pt:text-start pt:font-mono pt:text-xs pt:font-normal">
                  {v.name}
                </th>
                <td className="pt:px-3 pt:py-1.5">
                  <input aria-label={`Label of ${v.name}`} className={input} value={v.label} maxLength={300} onChange={(e) => update(v.name, { label: e.target.value })} />
                </td>
                <td className="pt:px-3 pt:py-1.5">
                  <select aria-label={`Type of ${v.name}`} className={input} value={v.type} onChange={(e) => update(v.name, { type: e.target.value as VariableType })}>
                    {VARIABLE_TYPES.map((t) => (
                      <option key={t} value={t}>
                        {VARIABLE_TYPE_LABELS[t]}
                      </option>
                    ))}
                  </select>
                </td>
                <td className="pt:px-3 pt:py-1.5 pt:text-center">
                  <input type="radio" name="weight" aria-label={`Use ${v.name} as the weight`} className="pt:size-5" checked={draft.weightVariable === v.name} disabled={!(v.type === 'weight' || v.type === 'numeric')} onChange={() => setDraft((d) => ({ ...d, weightVariable: v.name }))} />
                </td>
                <td className="pt:px-3 pt:py-1.5 pt:text-center">
                  <input type="checkbox" aria-label={`Hide ${v.name} from clients`} className="pt:size-5" checked={v.hidden} onChange={(e) => update(v.name, { hidden: e.target.checked })} />
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      </ScrollArea>
      <div className="pt:flex pt:flex-wrap pt:items-center pt:gap-3">
        <button type="button" className={primaryButton} disabled={saving} onClick={() => void save()}>
          {saving ? 'Saving…' : 'Save variables'}
        </button>
        <button type="button" className="pt:text-sm pt:text-ink pt:underline" onClick={() => setDraft((d) => ({ ...d, weightVariable: null }))}>
          No weight variable
        </button>
      </div>
      <FormMessage message={error} />
    </div>
  );
}
