import { useEffect, useRef, useState } from 'react';
import { MAX_NETS, type Net, type Variable } from '@swat/shared-contracts';
import { secondaryButton } from '../../lib/ui/states';
import { useMessages } from '../../i18n/portal-messages';
import { boxOf, moveItem } from './nets';

const smallButton =
  'pt:inline-flex pt:size-11 pt:items-center pt:justify-center pt:rounded-md pt:border pt:border-line pt:bg-surface pt:text-ink pt:disabled:opacity-40';

/**
 * Staff: the order a question's answers show in every table (drag an answer, or move it with its
 * buttons from the keyboard), and its nets (a name and the answers it groups). Edits go into the
 * variables editor's draft; the editor's Save sends them.
 */
export function CategoriesEditor({
  variable,
  onChange,
}: {
  variable: Variable;
  onChange: (change: Pick<Variable, 'valueLabels'> | Pick<Variable, 'nets'>) => void;
}) {
  const { t } = useMessages();
  const labels = variable.valueLabels;
  const [dragging, setDragging] = useState<number | null>(null);
  const [announcement, setAnnouncement] = useState('');
  // After a move the pressed button is kept focused (or its twin, at the list's end), so arrows can be pressed again.
  const [focusAfter, setFocusAfter] = useState<{ value: string; dir: 'up' | 'down' } | null>(null);
  const buttons = useRef(new Map<string, HTMLButtonElement>());
  useEffect(() => {
    if (!focusAfter) return;
    const own = buttons.current.get(`${focusAfter.value}:${focusAfter.dir}`);
    const other = buttons.current.get(`${focusAfter.value}:${focusAfter.dir === 'up' ? 'down' : 'up'}`);
    (own && !own.disabled ? own : other)?.focus();
  }, [focusAfter, labels]);

  const move = (from: number, to: number) => {
    const item = labels[from];
    if (!item || to < 0 || to >= labels.length) return;
    onChange({ valueLabels: moveItem(labels, from, to) });
    setAnnouncement(t('admin.vars.moved', { label: item.label, position: to + 1, total: labels.length }));
  };
  const setNets = (nets: Net[]) => onChange({ nets });
  const addNet = (name: string, values: string[]) => setNets([...variable.nets, { name, values }]);
  const nameOf = (value: string) => labels.find((l) => l.value === value)?.label ?? value;

  return (
    <div className="pt:grid pt:gap-6 pt:md:grid-cols-2">
      <section aria-labelledby={`order-${variable.name}`} className="pt:space-y-2">
        <h3 id={`order-${variable.name}`} className="pt:font-semibold pt:text-ink">
          {t('admin.vars.orderHeading')}
        </h3>
        {labels.length === 0 ? (
          <p className="pt:text-sm pt:text-muted">{t('admin.vars.noCategories')}</p>
        ) : (
          <>
            <p className="pt:text-sm pt:text-muted">{t('admin.vars.orderHint')}</p>
            <ol className="pt:space-y-1" aria-label={t('admin.vars.orderHeading')}>
              {labels.map((l, i) => (
                <li
                  key={l.value}
                  draggable
                  data-testid="category"
                  onDragStart={(e) => {
                    setDragging(i);
                    e.dataTransfer.effectAllowed = 'move';
                    e.dataTransfer.setData('text/plain', l.value);
                  }}
                  onDragOver={(e) => {
                    if (dragging === null) return;
                    e.preventDefault();
                    e.dataTransfer.dropEffect = 'move';
                  }}
                  onDrop={(e) => {
                    e.preventDefault();
                    if (dragging !== null) move(dragging, i);
                    setDragging(null);
                  }}
                  onDragEnd={() => setDragging(null)}
                  className={`pt:flex pt:items-center pt:gap-2 pt:rounded-md pt:border pt:border-line pt:bg-surface pt:px-2 pt:py-1 ${dragging === i ? 'pt:opacity-50' : ''}`}
                >
                  <span aria-hidden="true" className="pt:cursor-grab pt:select-none pt:text-muted">
                    ⋮⋮
                  </span>
                  <bdi className="pt:flex-1 pt:text-sm pt:text-ink">{l.label}</bdi>
                  {l.label !== l.value ? (
                    <span dir="ltr" className="pt:font-mono pt:text-xs pt:text-muted">
                      {l.value}
                    </span>
                  ) : null}
                  <button
                    type="button"
                    className={smallButton}
                    aria-label={t('admin.vars.moveUp', { label: l.label })}
                    disabled={i === 0}
                    ref={(el) => void (el ? buttons.current.set(`${l.value}:up`, el) : buttons.current.delete(`${l.value}:up`))}
                    onClick={() => {
                      move(i, i - 1);
                      setFocusAfter({ value: l.value, dir: 'up' });
                    }}
                  >
                    <span aria-hidden="true">↑</span>
                  </button>
                  <button
                    type="button"
                    className={smallButton}
                    aria-label={t('admin.vars.moveDown', { label: l.label })}
                    disabled={i === labels.length - 1}
                    ref={(el) => void (el ? buttons.current.set(`${l.value}:down`, el) : buttons.current.delete(`${l.value}:down`))}
                    onClick={() => {
                      move(i, i + 1);
                      setFocusAfter({ value: l.value, dir: 'down' });
                    }}
                  >
                    <span aria-hidden="true">↓</span>
                  </button>
                </li>
              ))}
            </ol>
          </>
        )}
        <p aria-live="polite" className="pt:sr-only">
          {announcement}
        </p>
      </section>

      <section aria-labelledby={`nets-${variable.name}`} className="pt:space-y-3">
        <h3 id={`nets-${variable.name}`} className="pt:font-semibold pt:text-ink">
          {t('admin.vars.netsHeading')}
        </h3>
        <p className="pt:text-sm pt:text-muted">{t('admin.vars.netsHint')}</p>
        {variable.nets.map((net, k) => {
          const name = net.name || t('admin.vars.newNetName', { n: k + 1 });
          return (
            <fieldset key={k} className="pt:space-y-2 pt:rounded-md pt:border pt:border-line pt:p-3" data-testid="net">
              <legend className="pt:sr-only">{t('admin.vars.netMembers', { net: name })}</legend>
              <div className="pt:flex pt:flex-wrap pt:items-center pt:gap-2">
                <input
                  aria-label={t('admin.vars.netName', { n: k + 1 })}
                  dir="auto"
                  maxLength={100}
                  className="pt:min-w-40 pt:flex-1 pt:rounded-md pt:border pt:border-line pt:bg-surface pt:px-2 pt:py-1.5 pt:text-ink"
                  value={net.name}
                  onChange={(e) => setNets(variable.nets.map((n, j) => (j === k ? { ...n, name: e.target.value } : n)))}
                />
                <button type="button" className={secondaryButton} onClick={() => setNets(variable.nets.filter((_, j) => j !== k))}>
                  {t('admin.vars.removeNet', { net: name })}
                </button>
              </div>
              <div className="pt:flex pt:flex-wrap pt:gap-x-4">
                {labels.map((l) => (
                  <label key={l.value} className="pt:flex pt:min-h-11 pt:items-center pt:gap-2 pt:text-sm pt:text-ink">
                    <input
                      type="checkbox"
                      className="pt:size-5"
                      aria-label={t('admin.vars.netMember', { label: l.label, net: name })}
                      checked={net.values.includes(l.value)}
                      onChange={(e) =>
                        setNets(
                          variable.nets.map((n, j) =>
                            j === k
                              ? {
                                  ...n,
                                  values: e.target.checked
                                    ? labels.map((x) => x.value).filter((v) => v === l.value || n.values.includes(v))
                                    : n.values.filter((v) => v !== l.value),
                                }
                              : n,
                          ),
                        )
                      }
                    />
                    <bdi>{nameOf(l.value)}</bdi>
                  </label>
                ))}
              </div>
            </fieldset>
          );
        })}
        {labels.length >= 2 && variable.nets.length < MAX_NETS ? (
          <div className="pt:flex pt:flex-wrap pt:gap-2">
            <button type="button" className={secondaryButton} onClick={() => addNet(t('admin.vars.top2Name'), boxOf(variable, 'top'))}>
              {t('admin.vars.addTop2')}
            </button>
            <button type="button" className={secondaryButton} onClick={() => addNet(t('admin.vars.bottom2Name'), boxOf(variable, 'bottom'))}>
              {t('admin.vars.addBottom2')}
            </button>
            <button type="button" className={secondaryButton} onClick={() => addNet(t('admin.vars.newNetName', { n: variable.nets.length + 1 }), [])}>
              {t('admin.vars.addNet')}
            </button>
          </div>
        ) : null}
      </section>
    </div>
  );
}
