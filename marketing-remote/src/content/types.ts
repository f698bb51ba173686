/**
 * The shapes page copy is written in. Components in features/ lay these out;
 * editing words means editing data modules only, never JSX.
 * Nothing here may import React or assets: vite.config.ts reads these modules in Node.
 */

/** Names of the original inline SVG illustrations features/illustrations can draw. */
export type IllustrationName =
  | 'network'
  | 'fieldwork'
  | 'analysis'
  | 'strategy'
  | 'ai'
  | 'panel'
  | 'monitor'
  | 'training'
  | 'lab'
  | 'legal'
  | 'contact';

export interface LinkAction {
  label: string;
  to: string;
}

export interface Hero {
  eyebrow: string;
  /** The page's only h1. */
  heading: string;
  lead: string;
  primaryCta?: LinkAction;
  secondaryCta?: LinkAction;
  illustration: IllustrationName;
}

export interface TitledItem {
  title: string;
  body: string;
}

interface BlockBase {
  /** Element id: target of sub-routes (`section` in the manifest) and in-page links. */
  id?: string;
  heading: string;
  intro?: string;
  /** Tinted background, to separate neighbouring sections visually. */
  tone?: 'plain' | 'tinted';
}

export interface ProseBlock extends BlockBase {
  kind: 'prose';
  paragraphs: readonly string[];
  bullets?: readonly string[];
}

export interface FeatureListBlock extends BlockBase {
  kind: 'features';
  items: readonly TitledItem[];
}

export interface StepsBlock extends BlockBase {
  kind: 'steps';
  steps: readonly TitledItem[];
}

export interface StatsBlock extends BlockBase {
  kind: 'stats';
  stats: readonly { figure: string; label: string }[];
  note?: string;
}

export interface LinkCardsBlock extends BlockBase {
  kind: 'links';
  cards: readonly (TitledItem & { to: string })[];
}

export interface TableBlock extends BlockBase {
  kind: 'table';
  caption: string;
  columns: readonly string[];
  rows: readonly (readonly string[])[];
  note?: string;
}

export interface CaseStudy {
  sector: string;
  title: string;
  challenge: string;
  approach: string;
  outcome: string;
  figures: readonly { figure: string; label: string }[];
}

export interface CaseStudiesBlock extends BlockBase {
  kind: 'cases';
  cases: readonly CaseStudy[];
  /** Figures in case studies are illustrative; this sentence says so on the page. */
  disclaimer: string;
}

/** One question a visitor of the page asks, with a copywriter's short answer. */
export interface FaqItem {
  /** Stable kebab-case id, unique on the page: the disclosure's element id and the assistant's reference. Same id in both languages. */
  id: string;
  question: string;
  /** Plain text. Its first sentence answers the question on its own; at most two more follow. */
  answer: string;
  /**
   * The block id of the page section the question belongs to, on pages whose sub-routes show a section
   * (/services/quality-assurance). The sub-route owns the question; without it, the page's main route does.
   */
  section?: string;
}

/** The page's "Questions" section: every page has at most one, so each question has one place on the site. */
export interface FaqBlock extends BlockBase {
  kind: 'faq';
  items: readonly FaqItem[];
}

export interface CtaBlock extends BlockBase {
  kind: 'cta';
  body: string;
  action: LinkAction;
  secondary?: LinkAction;
}

/** The cookie policy's analytics section: what the site does, then the visitor's own answer, which they can change. */
export interface AnalyticsChoiceBlock extends BlockBase {
  kind: 'analytics-choice';
  paragraphs: readonly string[];
  choice: {
    /** Shown when the site has no analytics tag configured: nothing loads, nothing to choose. */
    notConfigured: string;
    current: string;
    granted: string;
    denied: string;
    undecided: string;
    allow: string;
    refuse: string;
  };
}

export type ContentBlock =
  | ProseBlock
  | AnalyticsChoiceBlock
  | FeatureListBlock
  | StepsBlock
  | StatsBlock
  | LinkCardsBlock
  | TableBlock
  | CaseStudiesBlock
  | FaqBlock
  | CtaBlock;

/** Metadata of one route that shows the page (several routes may show one page). */
export interface PageRoute {
  path: string;
  title: string;
  description: string;
  /** Element id to scroll to when the page is opened on this route. */
  section?: string;
  /** Name shown in breadcrumbs and Service structured data. */
  name: string;
}

export interface PageContent {
  /** Used for Service structured data; absent on pages that are not a service (legal, contact). */
  service?: { serviceType: string };
  /** Which Open Graph image (public/og/<name>.png) represents the page. */
  ogImage: OgImageName;
  lastModified: string;
  sitemapPriority: number;
  /** Keeps a page out of search results and the sitemap (the placeholder page). */
  noindex?: boolean;
  routes: readonly PageRoute[];
  hero: Hero;
  blocks: readonly ContentBlock[];
}

export type OgImageName = 'home' | 'about' | 'research' | 'consultancy' | 'swat-ai' | 'swatx' | 'monitor' | 'training' | 'contact' | 'legal';
