import { useId, type ReactNode } from 'react';
import { Link } from 'react-router-dom';
import type {
  AnalyticsChoiceBlock,
  CaseStudiesBlock,
  ContentBlock,
  CtaBlock,
  FaqBlock,
  FaqItem,
  FeatureListBlock,
  Hero as HeroData,
  LinkCardsBlock,
  ProseBlock,
  StatsBlock,
  StepsBlock,
  TableBlock,
} from '../../content/types';
import { coverageDots, Illustration } from '../illustrations';
import { useMessages } from '../../i18n/messages';
import { isolateLtr } from './BidiText';
import { AnalyticsChoiceSlot } from '../legal';
import { cardGridColumns } from './card-grid';

const container = 'mk:mx-auto mk:max-w-6xl mk:px-4 mk:sm:px-6';
const h2 = 'mk:font-display mk:text-2xl mk:font-bold mk:text-ink mk:md:text-3xl';
// From tablet width a button label stays on one line: the row wraps between buttons, never inside one.
const primaryButton =
  'mk:inline-block mk:text-center mk:md:whitespace-nowrap mk:rounded-md mk:bg-accent mk:px-5 mk:py-3 mk:font-semibold mk:text-ink mk:hover:brightness-95 mk:focus-visible:outline-2 mk:focus-visible:outline-offset-2 mk:focus-visible:outline-white';
const secondaryButton =
  'mk:inline-block mk:text-center mk:md:whitespace-nowrap mk:rounded-md mk:border mk:border-white/70 mk:px-5 mk:py-3 mk:font-semibold mk:text-white mk:hover:bg-white/10';

export function Hero({ hero }: { hero: HeroData }) {
  return (
    <section className="mk:bg-brand mk:text-white">
      <div className={`${container} mk:grid mk:items-center mk:gap-10 mk:py-14 mk:md:grid-cols-[3fr_2fr] mk:md:py-20`}>
        <div>
          <p className="mk:text-sm mk:font-semibold mk:tracking-wide mk:text-accent mk:uppercase">{hero.eyebrow}</p>
          <h1 className="mk:mt-4 mk:font-display mk:text-3xl mk:leading-tight mk:font-bold mk:sm:text-4xl mk:md:text-5xl">{hero.heading}</h1>
          <p className="mk:mt-6 mk:max-w-2xl mk:text-lg mk:text-white/90">{isolateLtr(hero.lead)}</p>
          {(hero.primaryCta || hero.secondaryCta) && (
            <div className="mk:mt-8 mk:flex mk:flex-wrap mk:gap-4">
              {hero.primaryCta && (
                <Link to={hero.primaryCta.to} className={primaryButton}>
                  {hero.primaryCta.label}
                </Link>
              )}
              {hero.secondaryCta && (
                <Link to={hero.secondaryCta.to} className={secondaryButton}>
                  {hero.secondaryCta.label}
                </Link>
              )}
            </div>
          )}
        </div>
        <div className="mk:hidden mk:justify-self-end mk:md:block">
          <Illustration name={hero.illustration} />
        </div>
      </div>
    </section>
  );
}

const ARABIC_LETTER = /[\u0600-\u06FF]/;

/** A stable id for a block's heading: its own id, else a slug of an English heading, else (Arabic headings) one React makes. */
function useHeadingId(block: ContentBlock) {
  const generated = useId();
  // An Arabic heading with a Latin name in it ('… SWATX') would slug to the name alone and share its id
  // with the page's other headings naming it: two regions with one label. Arabic headings take React's id.
  const latinOnly = !ARABIC_LETTER.test(block.heading ?? '');
  const base = block.id ?? ((latinOnly && slug(block.heading)) || `block${generated.replace(/[^a-zA-Z0-9]/g, '')}`);
  return `${base}-heading`;
}

function SectionFrame({ block, children, labelled = true }: { block: ContentBlock; children: ReactNode; labelled?: boolean }) {
  const headingId = useHeadingId(block);
  const tinted = block.tone === 'tinted';
  return (
    <section
      id={block.id}
      aria-labelledby={labelled ? headingId : undefined}
      className={`mk:scroll-mt-24 ${tinted ? 'mk:bg-surface-alt' : 'mk:bg-surface'}`}
      data-block={block.kind}
    >
      <div className={`${container} mk:py-12 mk:md:py-16`}>
        <h2 id={headingId} className={`${h2} mk:scroll-mt-24`}>
          {block.heading}
        </h2>
        {block.intro && <p className="mk:mt-4 mk:max-w-3xl mk:text-lg mk:text-muted">{isolateLtr(block.intro)}</p>}
        {children}
      </div>
    </section>
  );
}

const slug = (text: string) =>
  text
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '');

/** Paragraphs (and bullets) of running text, as prose blocks and the cookie policy's choice block set them. */
function ProseBody({ paragraphs, bullets }: { paragraphs: readonly string[]; bullets?: readonly string[] | undefined }) {
  return (
    <div className="mk:mt-6 mk:max-w-3xl mk:space-y-4 mk:text-ink">
      {paragraphs.map((p) => (
        <p key={p.slice(0, 40)} className="mk:leading-relaxed">
          {isolateLtr(p)}
        </p>
      ))}
      {bullets && (
        <ul className="mk:list-disc mk:space-y-2 mk:ps-6">
          {bullets.map((b) => (
            <li key={b.slice(0, 40)}>{isolateLtr(b)}</li>
          ))}
        </ul>
      )}
    </div>
  );
}

function Prose({ block }: { block: ProseBlock }) {
  return (
    <SectionFrame block={block}>
      <ProseBody paragraphs={block.paragraphs} bullets={block.bullets} />
    </SectionFrame>
  );
}

function Features({ block }: { block: FeatureListBlock }) {
  return (
    <SectionFrame block={block}>
      <ul className={`mk:mt-8 mk:grid mk:gap-6 ${cardGridColumns(block.items.length)}`}>
        {block.items.map((item) => (
          <li key={item.title} className="mk:rounded-xl mk:border mk:border-line mk:bg-surface mk:p-6">
            <h3 className="mk:text-lg mk:font-semibold mk:text-ink">{item.title}</h3>
            <p className="mk:mt-2 mk:leading-relaxed mk:text-muted">{isolateLtr(item.body)}</p>
          </li>
        ))}
      </ul>
    </SectionFrame>
  );
}

function Steps({ block }: { block: StepsBlock }) {
  const { t } = useMessages();
  return (
    <SectionFrame block={block}>
      <ol className="mk:mt-8 mk:grid mk:gap-6 mk:md:grid-cols-2">
        {block.steps.map((step, i) => (
          <li key={step.title} className="mk:flex mk:gap-4">
            <span
              aria-hidden="true"
              className="mk:flex mk:h-10 mk:w-10 mk:shrink-0 mk:items-center mk:justify-center mk:rounded-full mk:bg-brand mk:font-bold mk:text-white"
            >
              {i + 1}
            </span>
            <div>
              <h3 className="mk:text-lg mk:font-semibold mk:text-ink">
                <span className="mk:sr-only">{t('blocks.step', { n: i + 1 })}</span>{' '}
                {step.title}
              </h3>
              <p className="mk:mt-1 mk:leading-relaxed mk:text-muted">{isolateLtr(step.body)}</p>
            </div>
          </li>
        ))}
      </ol>
    </SectionFrame>
  );
}

function Stats({ block }: { block: StatsBlock }) {
  return (
    <SectionFrame block={block}>
      <dl className="mk:mt-8 mk:grid mk:grid-cols-1 mk:gap-6 mk:sm:grid-cols-2 mk:lg:grid-cols-4">
        {block.stats.map((s) => (
          <div key={s.label} className="mk:flex mk:flex-col-reverse mk:justify-end mk:rounded-xl mk:bg-brand-soft mk:p-5">
            <dt className="mk:mt-1 mk:text-sm mk:text-ink">{s.label}</dt>
            <dd className="mk:font-display mk:text-3xl mk:font-bold mk:text-brand">
              {/* An isolated figure takes its own direction: 80+ and -35% keep their signs in Arabic, "8 أسابيع" still reads right to left. */}
              <bdi>{s.figure}</bdi>
            </dd>
          </div>
        ))}
      </dl>
      {block.note && <p className="mk:mt-4 mk:text-sm mk:text-muted">{isolateLtr(block.note)}</p>}
    </SectionFrame>
  );
}

function LinkCards({ block }: { block: LinkCardsBlock }) {
  const { t } = useMessages();
  return (
    <SectionFrame block={block}>
      <ul className={`mk:mt-8 mk:grid mk:gap-6 ${cardGridColumns(block.cards.length)}`}>
        {block.cards.map((card) => (
          <li key={card.to} className="mk:flex mk:flex-col mk:rounded-xl mk:border mk:border-line mk:bg-surface mk:p-6">
            <h3 className="mk:text-lg mk:font-semibold mk:text-ink">{card.title}</h3>
            <p className="mk:mt-2 mk:flex-1 mk:leading-relaxed mk:text-muted">{isolateLtr(card.body)}</p>
            <Link to={card.to} className="mk:mt-4 mk:font-medium mk:text-brand mk:underline mk:underline-offset-4 mk:hover:no-underline">
              {/* The space sits outside the hidden span: inside it, screen readers ran the words together ("Read moreabout"). */}
              {t('blocks.readMore')}{' '}
              <span className="mk:sr-only">{t('blocks.readMoreAbout', { title: card.title })}</span>
            </Link>
          </li>
        ))}
      </ul>
    </SectionFrame>
  );
}

function Table({ block }: { block: TableBlock }) {
  return (
    <SectionFrame block={block}>
      <div className="mk:mt-8 mk:grid mk:gap-8 mk:lg:grid-cols-[2fr_1fr] mk:lg:items-start">
        {/* Focusable, so keyboard users can scroll a table wider than a phone. */}
        <div role="region" aria-label={block.caption} tabIndex={0} className="mk:overflow-x-auto mk:rounded-xl mk:border mk:border-line">
          <table className="mk:w-full mk:min-w-[36rem] mk:text-start mk:text-sm">
            <caption className="mk:sr-only">{block.caption}</caption>
            <thead className="mk:bg-brand-soft mk:text-ink">
              <tr>
                {block.columns.map((c) => (
                  <th key={c} scope="col" className="mk:px-4 mk:py-3 mk:font-semibold">
                    {c}
                  </th>
                ))}
              </tr>
            </thead>
            <tbody>
              {block.rows.map((row) => (
                <tr key={row[0]} className="mk:border-t mk:border-line">
                  {row.map((cell, i) =>
                    i === 0 ? (
                      <th key={i} scope="row" className="mk:px-4 mk:py-3 mk:font-medium mk:text-ink">
                        {cell}
                      </th>
                    ) : (
                      <td key={i} className="mk:px-4 mk:py-3 mk:text-muted">
                        {isolateLtr(cell)}
                      </td>
                    ),
                  )}
                </tr>
              ))}
            </tbody>
          </table>
        </div>
        <img src={coverageDots} alt="" width={560} height={320} loading="lazy" decoding="async" className="mk:hidden mk:h-auto mk:w-full mk:lg:block" />
      </div>
      {block.note && <p className="mk:mt-4 mk:text-sm mk:text-muted">{isolateLtr(block.note)}</p>}
    </SectionFrame>
  );
}

function CaseStudies({ block }: { block: CaseStudiesBlock }) {
  const { t } = useMessages();
  return (
    <SectionFrame block={block}>
      <p className="mk:mt-4 mk:rounded-md mk:border-s-4 mk:border-accent mk:bg-surface-alt mk:px-4 mk:py-2 mk:text-sm mk:text-ink">{isolateLtr(block.disclaimer)}</p>
      <ul className="mk:mt-8 mk:grid mk:gap-6 mk:lg:grid-cols-2">
        {block.cases.map((c) => (
          <li key={c.title}>
            <article className="mk:h-full mk:rounded-xl mk:border mk:border-line mk:bg-surface mk:p-6 mk:shadow-sm">
              <p className="mk:text-xs mk:font-semibold mk:tracking-wide mk:text-brand mk:uppercase">{c.sector}</p>
              <h3 className="mk:mt-2 mk:text-xl mk:font-semibold mk:text-ink">{c.title}</h3>
              <dl className="mk:mt-4 mk:space-y-3 mk:text-ink">
                <div>
                  <dt className="mk:font-semibold">{t('blocks.challenge')}</dt>
                  <dd className="mk:text-muted">{isolateLtr(c.challenge)}</dd>
                </div>
                <div>
                  <dt className="mk:font-semibold">{t('blocks.approach')}</dt>
                  <dd className="mk:text-muted">{isolateLtr(c.approach)}</dd>
                </div>
                <div>
                  <dt className="mk:font-semibold">{t('blocks.outcome')}</dt>
                  <dd className="mk:text-muted">{isolateLtr(c.outcome)}</dd>
                </div>
              </dl>
              <dl className="mk:mt-5 mk:grid mk:grid-cols-3 mk:gap-3 mk:border-t mk:border-line mk:pt-4">
                {c.figures.map((f) => (
                  <div key={f.label} className="mk:flex mk:flex-col-reverse">
                    <dt className="mk:text-xs mk:text-muted">
                      {f.label} <span className="mk:sr-only">{t('blocks.illustrative')}</span>
                    </dt>
                    <dd className="mk:font-display mk:text-2xl mk:font-bold mk:text-brand">
                      <bdi>{f.figure}</bdi>
                      <span aria-hidden="true" className="mk:align-super mk:text-xs mk:text-muted">
                        *
                      </span>
                    </dd>
                  </div>
                ))}
              </dl>
            </article>
          </li>
        ))}
      </ul>
    </SectionFrame>
  );
}

/** A question as a native disclosure: keyboard operable, and open or closed without JavaScript (prerendered HTML). */
function Question({ item, level }: { item: FaqItem; level: 3 | 4 }) {
  const Heading = level === 3 ? 'h3' : 'h4';
  return (
    <details id={item.id} className="mk:group mk:scroll-mt-24 mk:p-5">
      <summary className="mk:cursor-pointer mk:font-semibold mk:text-ink mk:marker:text-brand">
        <Heading className="mk:inline">{item.question}</Heading>
      </summary>
      <p className="mk:mt-3 mk:leading-relaxed mk:text-muted">{isolateLtr(item.answer)}</p>
    </details>
  );
}

const questionList = 'mk:max-w-3xl mk:divide-y mk:divide-line mk:rounded-xl mk:border mk:border-line mk:bg-surface';

/**
 * The page's one Questions section. Questions that belong to a section of the page (the part a sub-route
 * such as /services/quality-assurance scrolls to) are grouped under that section's heading, after the
 * page's general questions: a visitor finds every question in one place, and each group reads as the
 * questions of the section named above it. Kept together rather than beside each section, so the page
 * keeps one Questions heading for readers, screen-reader users and the FAQPage markup alike.
 */
function Faq({ block, sectionNames }: { block: FaqBlock; sectionNames: ReadonlyMap<string, string> }) {
  const { t } = useMessages();
  const general = block.items.filter((item) => !item.section || !sectionNames.has(item.section));
  const sections = [...sectionNames].flatMap(([id, heading]) => {
    const items = block.items.filter((item) => item.section === id);
    return items.length > 0 ? [{ id, heading, items }] : [];
  });
  if (sections.length === 0) {
    return (
      <SectionFrame block={block}>
        <div className={`mk:mt-8 ${questionList}`}>
          {general.map((item) => (
            <Question key={item.id} item={item} level={3} />
          ))}
        </div>
      </SectionFrame>
    );
  }
  const groups = [...(general.length > 0 ? [{ id: 'general', heading: t('blocks.generalQuestions'), items: general }] : []), ...sections];
  return (
    <SectionFrame block={block}>
      {groups.map((group) => (
        <div key={group.id} className="mk:mt-8">
          <h3 className="mk:text-lg mk:font-semibold mk:text-ink">{group.heading}</h3>
          <div className={`mk:mt-4 ${questionList}`}>
            {group.items.map((item) => (
              <Question key={item.id} item={item} level={4} />
            ))}
          </div>
        </div>
      ))}
    </SectionFrame>
  );
}

function Cta({ block }: { block: CtaBlock }) {
  const headingId = useHeadingId(block);
  return (
    <section id={block.id} aria-labelledby={headingId} className="mk:scroll-mt-24 mk:bg-brand-strong mk:text-white" data-block="cta">
      {/* Side by side only from laptop width: at 768 px the text column squeezed the buttons onto two or three lines. */}
      <div className={`${container} mk:flex mk:flex-col mk:gap-6 mk:py-12 mk:lg:flex-row mk:lg:items-center mk:lg:justify-between`}>
        <div className="mk:max-w-2xl">
          <h2 id={headingId} className="mk:font-display mk:text-2xl mk:font-bold mk:md:text-3xl">
            {block.heading}
          </h2>
          <p className="mk:mt-3 mk:text-white/90">{isolateLtr(block.body)}</p>
        </div>
        <div className="mk:flex mk:shrink-0 mk:flex-wrap mk:gap-4">
          <Link to={block.action.to} className={primaryButton}>
            {block.action.label}
          </Link>
          {block.secondary && (
            <Link to={block.secondary.to} className={secondaryButton}>
              {block.secondary.label}
            </Link>
          )}
        </div>
      </div>
    </section>
  );
}

function AnalyticsChoiceSection({ block }: { block: AnalyticsChoiceBlock }) {
  return (
    <SectionFrame block={block}>
      <ProseBody paragraphs={block.paragraphs} />
      <AnalyticsChoiceSlot choice={block.choice} />
    </SectionFrame>
  );
}

const NO_SECTIONS: ReadonlyMap<string, string> = new Map();

/** `sectionNames`: the page's block ids and headings, which the Questions block groups its questions by. */
export function Block({ block, sectionNames = NO_SECTIONS }: { block: ContentBlock; sectionNames?: ReadonlyMap<string, string> }) {
  switch (block.kind) {
    case 'prose':
      return <Prose block={block} />;
    case 'analytics-choice':
      return <AnalyticsChoiceSection block={block} />;
    case 'features':
      return <Features block={block} />;
    case 'steps':
      return <Steps block={block} />;
    case 'stats':
      return <Stats block={block} />;
    case 'links':
      return <LinkCards block={block} />;
    case 'table':
      return <Table block={block} />;
    case 'cases':
      return <CaseStudies block={block} />;
    case 'faq':
      return <Faq block={block} sectionNames={sectionNames} />;
    case 'cta':
      return <Cta block={block} />;
  }
}
