import { useEffect, useMemo, useState } from 'react';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type { CrosstabResponse, DatasetVariables, FrequencyResponse, ResultFilter } from '@swat/shared-contracts';
import { useFailureText } from '../../lib/ui/failure-text';
import { ErrorState, Spinner, labelClass, secondaryButton } from '../../lib/ui/states';
import { CrosstabTable } from './CrosstabTable';
import { FrequencyView } from './FrequencyView';
import { useMessages } from '../../i18n/portal-messages';
import { bannerCandidates, crosstabParams, crosstabUrl, defaultQuestion, exportUrl, frequencyUrl, initialSpec, questionsOf, weightLabel, type ResultSpec } from './results-urls';

const selectClass = 'pt:mt-1 pt:block pt:w-full pt:max-w-md pt:rounded-md pt:border pt:border-line pt:bg-surface pt:px-3 pt:py-2 pt:text-ink';
const linkButton = `${secondaryButton} pt:no-underline`;

/** Filters and weighting: they apply to the question summary and the crosstab alike. */
function FilterBar({ def, spec, onChange }: { def: DatasetVariables; spec: ResultSpec; onChange: (spec: ResultSpec) => void }) {
  const { t } = useMessages();
  const candidates = bannerCandidates(def);
  const [variable, setVariable] = useState('');
  const chosen = candidates.find((v) => v.name === variable);
  const setFilters = (filters: ResultFilter[]) => onChange({ ...spec, filters });
  const weight = weightLabel(def);
  return (
    <div className="pt:space-y-3 pt:rounded-lg pt:border pt:border-line pt:bg-surface-alt pt:p-4" data-testid="result-controls">
      {weight ? (
        <div className="pt:flex pt:flex-wrap pt:items-center pt:gap-x-6 pt:gap-y-2">
          {/* Said in words above the tables, so nobody quotes a figure without knowing whether it is weighted. */}
          <p role="status" className="pt:text-sm pt:font-semibold pt:text-ink" data-testid="weighting">
            {spec.weighted ? t('dataset.weightedBy', { weight }) : t('dataset.unweightedStatus')}
          </p>
          <label className="pt:flex pt:min-h-11 pt:items-center pt:gap-2 pt:text-sm pt:font-medium pt:text-ink">
            <input type="checkbox" className="pt:size-5" checked={spec.weighted} onChange={(e) => onChange({ ...spec, weighted: e.target.checked })} />
            {t('dataset.weightResults', { weight })}
          </label>
        </div>
      ) : (
        <p className="pt:text-sm pt:text-muted">{t('dataset.noWeight')}</p>
      )}
      <div className="pt:flex pt:flex-wrap pt:items-end pt:gap-3">
        <div>
          <label htmlFor="filter-variable" className={labelClass}>
            {t('dataset.filterBy')}
          </label>
          <select id="filter-variable" className={selectClass} value={variable} onChange={(e) => setVariable(e.target.value)}>
            <option value="">{t('dataset.chooseQuestion')}</option>
            {candidates.map((v) => (
              <option key={v.name} value={v.name}>
                {v.label}
              </option>
            ))}
          </select>
        </div>
        {chosen ? (
          <div>
            <label htmlFor="filter-value" className={labelClass}>
              {t('dataset.equalTo')}
            </label>
            <select
              id="filter-value"
              className={selectClass}
              value=""
              onChange={(e) => {
                if (!e.target.value) return;
                setFilters([...spec.filters.filter((f) => f.variable !== chosen.name), { variable: chosen.name, values: [e.target.value] }]);
                setVariable('');
              }}
            >
              <option value="">{t('dataset.chooseValue')}</option>
              {chosen.valueLabels.map((l) => (
                <option key={l.value} value={l.value}>
                  {l.label}
                </option>
              ))}
            </select>
          </div>
        ) : null}
      </div>
      {spec.filters.length > 0 ? (
        <ul className="pt:flex pt:flex-wrap pt:gap-2" aria-label={t('dataset.activeFilters')}>
          {spec.filters.map((f) => {
            const v = def.variables.find((x) => x.name === f.variable);
            const text = `${v?.label ?? f.variable} = ${f.values.map((value) => v?.valueLabels.find((l) => l.value === value)?.label ?? value).join(t('dataset.or'))}`;
            return (
              <li key={f.variable}>
                <button type="button" className={`${secondaryButton} pt:gap-2`} onClick={() => setFilters(spec.filters.filter((x) => x.variable !== f.variable))}>
                  {text} <span aria-hidden="true">×</span>
                  <span className="pt:sr-only">{t('dataset.removeFilter')}</span>
                </button>
              </li>
            );
          })}
        </ul>
      ) : null}
    </div>
  );
}

export function ResultsPanel({ base, def }: { base: string; def: DatasetVariables }) {
  const { t, language } = useMessages();
  const failureText = useFailureText();
  const [chosen, setSpec] = useState<ResultSpec>(() => initialSpec(def));
  // Staff may take the weight away while the panel is open: then nothing can be weighted.
  const spec = def.weightVariable ? chosen : { ...chosen, weighted: false };
  const questions = useMemo(() => questionsOf(def), [def]);
  const categorical = questions.filter((q) => q.kind !== 'numeric');
  const [question, setQuestion] = useState<string | null>(() => defaultQuestion(def));
  const [row, setRow] = useState<string>(() => categorical[0]?.name ?? '');
  const [banner, setBanner] = useState<string[]>([]);
  useEffect(() => setQuestion((q) => q ?? defaultQuestion(def)), [def]);

  const freq = useQuery<FrequencyResponse>({ queryKey: [frequencyUrl(base, question ?? '', spec)], enabled: question !== null, placeholderData: keepPreviousData });
  const table = useQuery<CrosstabResponse>({ queryKey: [crosstabUrl(base, row, banner, spec)], enabled: row !== '', placeholderData: keepPreviousData });
  const params = crosstabParams(row, banner, spec);
  // A download is a plain link: it names the reader's language (a staff page's path does not say it), so the workbook's titles are in it.
  const exportParams: [string, string][] = [...params, ['lang', language]];

  return (
    <div className="pt:space-y-8">
      <FilterBar def={def} spec={spec} onChange={setSpec} />

      <section aria-labelledby="question-heading" className="pt:space-y-3">
        <h2 id="question-heading" className="pt:text-lg pt:font-semibold pt:text-ink">
          {t('dataset.questionHeading')}
        </h2>
        <div>
          <label htmlFor="question" className={labelClass}>
            {t('dataset.question')}
          </label>
          <select id="question" className={selectClass} value={question ?? ''} onChange={(e) => setQuestion(e.target.value)}>
            {questions.map((q) => (
              <option key={q.name} value={q.name}>
                {q.label}
              </option>
            ))}
          </select>
        </div>
        {freq.isLoading ? <Spinner label={t('dataset.counting')} /> : null}
        {freq.error ? <ErrorState title={t('dataset.couldNotCount')} message={failureText(freq.error)} onRetry={() => void freq.refetch()} /> : null}
        {freq.data ? <FrequencyView result={freq.data} /> : null}
      </section>

      <section aria-labelledby="crosstab-heading" className="pt:space-y-3">
        <h2 id="crosstab-heading" className="pt:text-lg pt:font-semibold pt:text-ink">
          {t('dataset.crosstabHeading')}
        </h2>
        <div className="pt:grid pt:gap-4 pt:md:grid-cols-2">
          <div>
            <label htmlFor="crosstab-row" className={labelClass}>
              {t('dataset.crosstabRows')}
            </label>
            <select id="crosstab-row" className={selectClass} value={row} onChange={(e) => setRow(e.target.value)}>
              {categorical.map((q) => (
                <option key={q.name} value={q.name}>
                  {q.label}
                </option>
              ))}
            </select>
          </div>
          <fieldset>
            <legend className={labelClass}>{t('dataset.crosstabBanner')}</legend>
            <div className="pt:mt-1 pt:flex pt:flex-wrap pt:gap-x-4 pt:gap-y-1">
              {bannerCandidates(def).map((v) => (
                <label key={v.name} className="pt:flex pt:min-h-11 pt:items-center pt:gap-2 pt:text-sm pt:text-ink">
                  <input
                    type="checkbox"
                    className="pt:size-5"
                    checked={banner.includes(v.name)}
                    onChange={(e) => setBanner((b) => (e.target.checked ? [...b, v.name] : b.filter((x) => x !== v.name)))}
                  />
                  {v.label}
                </label>
              ))}
            </div>
          </fieldset>
        </div>
        {table.isLoading ? <Spinner label={t('dataset.building')} /> : null}
        {table.error ? <ErrorState title={t('dataset.couldNotBuild')} message={failureText(table.error)} onRetry={() => void table.refetch()} /> : null}
        {table.data ? <CrosstabTable table={table.data} /> : null}
        {row ? (
          <div className="pt:flex pt:flex-wrap pt:gap-2">
            <a className={linkButton} href={exportUrl(base, 'xlsx', exportParams)} download data-testid="export-xlsx">
              {t('dataset.downloadTable')}
            </a>
            <a className={linkButton} href={exportUrl(base, 'pptx', exportParams)} download data-testid="export-pptx">
              {t('dataset.downloadPptx')}
            </a>
            <a className={linkButton} href={exportUrl(base, 'xlsx', [['book', '1'], ...exportParams.filter(([k]) => k !== 'row')])} download>
              {t('dataset.downloadBook')}
            </a>
            <a className={linkButton} href={exportUrl(base, 'csv', exportParams)} download>
              {t('dataset.downloadCsv')}
            </a>
          </div>
        ) : null}
      </section>
    </div>
  );
}
