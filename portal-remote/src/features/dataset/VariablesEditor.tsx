import { Fragment, useState } from 'react';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useShellServices } from '@swat/shared-contracts/shell';
import { VARIABLE_TYPES, variableTypeSchema, type DatasetVariables, type UpdateDatasetVariables } from '@swat/shared-contracts';
import { usePortalApi } from '../../lib/api/client';
import { portalKeys } from '../../lib/api/queries';
import { invalidatePaths } from '../../lib/queries';
import { useFailureText } from '../../lib/ui/failure-text';
import { FormMessage, primaryButton } from '../../lib/ui/states';
import { useMessages } from '../../i18n/portal-messages';
import { ScrollArea } from './ScrollHint';
import { CategoriesEditor } from './CategoriesEditor';

/**
 * Staff: each column's label, type, visibility to clients, and the weight variable. A grid of
 * rows rather than a form of fields, so its draft is the table itself; the save is a mutation.
 */
export function VariablesEditor({ projectId, dataId, def }: { projectId: string; dataId: string; def: DatasetVariables }) {
  const { t } = useMessages();
  const api = usePortalApi();
  const { toast } = useShellServices();
  const queryClient = useQueryClient();
  const failureText = useFailureText();
  const [draft, setDraft] = useState(def);
  const [open, setOpen] = useState<string | null>(null);
  const base = `/api/projects/${encodeURIComponent(projectId)}/data-items/${encodeURIComponent(dataId)}`;
  const save = useMutation({
    mutationFn: (body: UpdateDatasetVariables) => api.send('PUT', `${base}/variables`, { body }),
    onSuccess: async () => {
      // Everything read from this dataset changes with its labels: by key, and (until the data
      // view reads through the typed queries too) the entries it still keys by URL.
      await Promise.all([queryClient.invalidateQueries({ queryKey: portalKeys.dataItem(projectId, dataId) }), invalidatePaths(queryClient, base)]);
      toast({ title: t('admin.vars.saved'), description: t('admin.vars.savedText') });
    },
  });
  const update = (name: string, change: Partial<DatasetVariables['variables'][number]>) =>
    setDraft((d) => ({ ...d, variables: d.variables.map((v) => (v.name === name ? { ...v, ...change } : v)) }));
  const input = 'pt:w-full pt:min-w-40 pt:rounded-md pt:border pt:border-line pt:bg-surface pt:px-2 pt:py-1.5 pt:text-ink';
  const headings = [t('admin.vars.column'), t('admin.vars.labelCol'), t('admin.vars.type'), t('admin.vars.weight'), t('admin.vars.hidden'), t('admin.vars.categoriesCol')];
  return (
    <div className="pt:space-y-3">
      <ScrollArea label={t('admin.vars.label')} id="variables">
        <table className="pt:min-w-full pt:border-collapse pt:text-sm">
          <thead className="pt:bg-surface-alt pt:text-start">
            <tr>
              {headings.map((h) => (
                <th key={h} scope="col" className="pt:px-3 pt:py-2 pt:text-start pt:font-semibold pt:text-ink">
                  {h}
                </th>
              ))}
            </tr>
          </thead>
          <tbody>
            {draft.variables.map((v) => (
              <Fragment key={v.name}>
                <tr className="pt:border-t pt:border-line">
                  <th scope="row" dir="ltr" className="pt:px-3 pt:py-1.5 pt:text-start pt:font-mono pt:text-xs pt:font-normal">
                    {v.name}
                  </th>
                  <td className="pt:px-3 pt:py-1.5">
                    <input
                      aria-label={t('admin.vars.labelOf', { name: v.name })}
                      dir="auto"
                      className={input}
                      value={v.label}
                      maxLength={300}
                      onChange={(e) => update(v.name, { label: e.target.value })}
                    />
                  </td>
                  <td className="pt:px-3 pt:py-1.5">
                    <select
                      aria-label={t('admin.vars.typeOf', { name: v.name })}
                      className={input}
                      value={v.type}
                      onChange={(e) => {
                        const type = variableTypeSchema.safeParse(e.target.value);
                        if (type.success) update(v.name, { type: type.data });
                      }}
                    >
                      {VARIABLE_TYPES.map((type) => (
                        <option key={type} value={type}>
                          {t(`admin.vars.kind.${type}`)}
                        </option>
                      ))}
                    </select>
                  </td>
                  <td className="pt:px-3 pt:py-1.5 pt:text-center">
                    <input
                      type="radio"
                      name="weight"
                      aria-label={t('admin.vars.useWeight', { name: v.name })}
                      className="pt:size-5"
                      checked={draft.weightVariable === v.name}
                      disabled={!(v.type === 'weight' || v.type === 'numeric')}
                      onChange={() => setDraft((d) => ({ ...d, weightVariable: v.name }))}
                    />
                  </td>
                  <td className="pt:px-3 pt:py-1.5 pt:text-center">
                    <input
                      type="checkbox"
                      aria-label={t('admin.vars.hide', { name: v.name })}
                      className="pt:size-5"
                      checked={v.hidden}
                      onChange={(e) => update(v.name, { hidden: e.target.checked })}
                    />
                  </td>
                  <td className="pt:px-3 pt:py-1.5">
                    {v.type === 'single' ? (
                      <button
                        type="button"
                        className="pt:min-h-11 pt:whitespace-nowrap pt:text-sm pt:text-ink pt:underline"
                        aria-expanded={open === v.name}
                        aria-controls={`categories-${v.name}`}
                        aria-label={t('admin.vars.editCategoriesOf', { name: v.name })}
                        onClick={() => setOpen((o) => (o === v.name ? null : v.name))}
                      >
                        {t('admin.vars.editCategories', { nets: v.nets.length })}
                      </button>
                    ) : null}
                  </td>
                </tr>
                {open === v.name && v.type === 'single' ? (
                  <tr id={`categories-${v.name}`} className="pt:bg-surface-alt">
                    <td colSpan={headings.length} className="pt:px-3 pt:py-3">
                      <CategoriesEditor variable={v} onChange={(change) => update(v.name, change)} />
                    </td>
                  </tr>
                ) : null}
              </Fragment>
            ))}
          </tbody>
        </table>
      </ScrollArea>
      <div className="pt:flex pt:flex-wrap pt:items-center pt:gap-3">
        <button
          type="button"
          className={primaryButton}
          disabled={save.isPending}
          onClick={() => save.mutate({ variables: draft.variables, multiResponseSets: draft.multiResponseSets, weightVariable: draft.weightVariable })}
        >
          {t(save.isPending ? 'admin.saving' : 'admin.vars.save')}
        </button>
        <button type="button" className="pt:text-sm pt:text-ink pt:underline" onClick={() => setDraft((d) => ({ ...d, weightVariable: null }))}>
          {t('admin.vars.noWeight')}
        </button>
      </div>
      <FormMessage message={save.error ? failureText(save.error) : null} />
    </div>
  );
}
