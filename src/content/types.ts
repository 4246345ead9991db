/**
 * Content model for the whole site. Everything here is plain, JSON-serialisable data so that
 * case-study bodies can be sealed (encrypted) at build time and rebuilt in the browser.
 */

export interface Image {
  /** Local path under /uploads/ (self-hosted; no external hosts). */
  src: string;
  /** Describes what the image shows; empty string only for purely decorative images. */
  alt: string;
  /** An SVG's size, so nothing shifts while it loads. Leave out for a JPEG or PNG: the build
   * reads its size from the file. */
  width?: number;
  height?: number;
}

export interface Link {
  label: string;
  href: string;
}

/** A figure shown as a counter. `value` is the exact text the counter lands on: '-3.9%', '2%+', '7x', '50,000+'. */
export interface Figure {
  value: string;
  label: string;
  detail?: string;
}

export interface HeroSection {
  kind: 'hero';
  eyebrow: string;
  title: string;
  lede: string;
  /** The employer name carries a tooltip explaining the product/platform. */
  employer: { name: string; tooltip: string };
  role: string;
  period: string;
  headline?: Figure;
  image: Image;
  /** Speaker notes for the opening slide, as on `SectionBase`. */
  notes?: string;
}

/** A section has a label, a heading or both; see `sectionOutline` for what derives from them. */
export interface SectionBase {
  /** Anchor id, unique within the study; by default the label (or heading) in kebab-case. */
  id?: string;
  /** Small label above the heading, numbered by the section's place ('03 · Label'). Sections
   * without one (a figure between two steps) show no eyebrow and take no number. */
  label?: string;
  /** Leaves the section out of the numbering (an opening summary). */
  numbered?: false;
  /** By default the label. */
  heading?: string;
  intro?: string;
  /** Speaker notes for the presenter view: what to say on this slide. Sealed with the study;
   * never shown to the audience. */
  notes?: string;
}

export interface MetricsSection extends SectionBase {
  kind: 'metrics';
  items: Figure[];
}

export interface ProseSection extends SectionBase {
  kind: 'prose';
  paragraphs: string[];
  /** Optional side note: a short titled list shown beside the prose on desktop. */
  aside?: { title: string; items: string[] };
}

export interface BulletGroup {
  title: string;
  body?: string;
  items?: string[];
}

export interface BulletsSection extends SectionBase {
  kind: 'bullets';
  groups: BulletGroup[];
}

export interface Card {
  /** Short tag such as 'Hypothesis 1' or 'A-1'. */
  label?: string;
  title: string;
  body: string;
  image?: Image;
  figure?: Figure;
}

export interface CardsSection extends SectionBase {
  kind: 'cards';
  cards: Card[];
}

export interface Phase {
  label: string;
  title: string;
  body: string;
  duration?: string;
}

export interface PhaseFlowSection extends SectionBase {
  kind: 'phaseFlow';
  phases: Phase[];
}

export interface ScheduleStep {
  label: string;
  /** Display text exactly as in the spec: '1.5 weeks', '2 months'; the bar's length follows it. */
  duration: string;
}

/** A study's schedule, the specification's design timelines, drawn as a Gantt chart. */
export interface ScheduleSection extends SectionBase {
  kind: 'schedule';
  steps: ScheduleStep[];
}

export interface TeamSection extends SectionBase {
  kind: 'team';
  members: { count: number; role: string }[];
  note?: string;
}

export interface FigureSection extends SectionBase {
  kind: 'figure';
  image: Image;
  caption: string;
}

/**
 * Something that moves, played where a picture would stand: a prototype walked through, or a
 * motion study. Sealed with its study, as its pictures are (docs/content.md#clips).
 */
export interface Clip {
  /** The video as exported (MP4, MOV or WebM) under /uploads/, kept in case-studies/uploads. */
  src: string;
  /** What it shows and what happens in it, which a screen reader says: as a picture's alt. */
  description: string;
  /** What stands for it until it plays (and on paper): its frame at this second, or a picture. */
  poster: number | Image;
  /** WebVTT captions under /uploads/, shown from the start. Needed when the clip has sound. */
  captions?: string;
  /**
   * 'loop': a silent motion study, playing by itself while on screen (when the visitor allows
   * motion), with a pause button. 'walkthrough': waits for its play button, with controls.
   */
  play: 'loop' | 'walkthrough';
}

/** A clip with its caption, where a figure would stand. */
export interface ClipSection extends SectionBase {
  kind: 'clip';
  clip: Clip;
  caption: string;
}

/** One side of a before/after comparison: the picture and the word that names it ('Before'). */
export interface CompareSide {
  label: string;
  image: Image;
}

/**
 * Two pictures of one screen, before and after, laid over each other with a handle the reader
 * moves between them; side by side on paper and with reduced motion.
 */
export interface CompareSection extends SectionBase {
  kind: 'compare';
  /** What the handle compares, its accessible name: 'the old payment page and the shipped one'. */
  comparing: string;
  before: CompareSide;
  after: CompareSide;
  caption: string;
}

export interface QuoteSection extends SectionBase {
  kind: 'quote';
  text: string;
  attribution: string;
}

/** Signed results drawn as bars around a zero line; negative values go the other way. */
export interface BarChartSection extends SectionBase {
  kind: 'barChart';
  metricLabel: string;
  bars: { label: string; name: string; value: string }[];
  footnote?: string;
}

/** A narrowing funnel; each step's value is the exact display text ('168'). */
export interface FunnelSection extends SectionBase {
  kind: 'funnel';
  steps: Figure[];
}

export interface TableSection extends SectionBase {
  kind: 'table';
  caption: string;
  columns: string[];
  rows: string[][];
}

/**
 * A figure a story can keep in view: one of the study's charts, as its own section shows it, or a
 * clip, which each step shows at its own second (`StoryStep.at`).
 */
export type StoryFigure =
  | Omit<BarChartSection, keyof SectionBase>
  | Omit<FunnelSection, keyof SectionBase>
  | Omit<MetricsSection, keyof SectionBase>
  | Omit<ClipSection, keyof SectionBase>;

/** One step of a story: what the owner says, and what the figure shows while it is read. */
export interface StoryStep {
  /** The step's text, as the owner would tell it in an interview. */
  text: string;
  /**
   * A chart's items drawn at this step, by their labels ('A-1'); the others wait undrawn. None
   * for a clip.
   */
  shows?: string[];
  /**
   * A clip's second this step shows: it plays there from the step before's (a story's steps go
   * forward through the clip). Every step of a clip's story has one.
   */
  at?: number;
  /** The item the step is about, by its label: it stays in full while the others fade back. */
  focus?: string;
  /** An annotation that appears at this step and stays: beside the focused item, or else on the
   * figure. At most one per item, and one for the figure, so the final state shows every one. */
  note?: string;
  /** Speaker notes for this step, as on `SectionBase` (not the `note` the figure shows). */
  notes?: string;
}

/**
 * A section told as a scroll story: its figure stays in view while the steps scroll past and
 * changes with them. On paper and with reduced motion, the figure is final and the steps a list.
 */
export interface StorySection extends SectionBase {
  kind: 'story';
  figure: StoryFigure;
  steps: StoryStep[];
}

export type Section =
  | MetricsSection
  | ProseSection
  | BulletsSection
  | CardsSection
  | PhaseFlowSection
  | ScheduleSection
  | TeamSection
  | FigureSection
  | ClipSection
  | CompareSection
  | QuoteSection
  | BarChartSection
  | FunnelSection
  | TableSection
  | StorySection;

/** The sealed part of a case study: never imported by app code, only by the sealing plugin. */
export interface CaseStudyBody {
  slug: string;
  /** The talk's planned length in minutes, which the presenter view paces against. */
  talkMinutes?: number;
  hero: HeroSection;
  sections: Section[];
}

/** The public part of a case study: safe to ship in the clear (menus, cards, meta tags). */
export interface CaseStudySummary {
  /** Names the study's page (`/<slug>`) and its sealed body. */
  slug: string;
  title: string;
  teaser: string;
  employer: Employer;
  year: string;
  /**
   * The study's colour, written '#RRGGBB': its eyebrows, tags, charts and card. The build derives
   * its tint and its dark-scheme counterpart, and stops if either would not read as text.
   */
  accent: string;
  cardImage: Image;
  seo: { title: string; description: string };
  /** A card on the home page. Every study is in the Projects menu and on the All work page. */
  highlighted?: boolean;
}

/** A study's accent in one scheme: the colour, and the tint it is read on. */
export interface AccentColours {
  accent: string;
  tint: string;
}

/** A study's accent in both schemes: as its owner wrote it in light, its counterpart in dark. */
export interface StudyAccent {
  light: AccentColours;
  dark: AccentColours;
}

/** One row of the career timeline (fields as in the specification's timeline entry). */
export interface TimelineEntry {
  companyLogo: Image;
  companyName: string;
  tenure: string;
  title: string;
  summary: string;
  /** Share of hands-on work, 0–100. With managementPercentage it sums to at most 100. */
  handsOnPercentage: number;
  managementPercentage: number;
  /** Size of the team led; 0 for individual-contributor roles. */
  teamSize: number;
  /** Show the bar as hands-on only (100%), whatever the percentages say. */
  isHandsOnOnly: boolean;
  /** Draw a separator above this row (marks the move from individual contributor to manager). */
  showSeparator: boolean;
  showLogo: boolean;
}

/** A role's split between hands-on work and management, in percent. */
export interface Shares {
  handsOn: number;
  management: number;
}

/** A case study with the path of its page. */
export type CaseStudyLink = CaseStudySummary & { path: string };

/**
 * A case study as the browser gets it (`src/app/publicStudies.ts`): its summary, its page's path
 * and its accent in both schemes, which the build derives from the one colour its owner writes.
 */
export type PublicStudy = CaseStudyLink & { accents: StudyAccent };

/** What a highlighted study's card on the home page draws. */
export type StudyCard = Pick<
  PublicStudy,
  'slug' | 'title' | 'teaser' | 'year' | 'cardImage' | 'accents'
> & { employer: Pick<Employer, 'name'> };

export interface Employer {
  id: string;
  name: string;
  logo: Image;
}

export interface PageMeta {
  title: string;
  description: string;
  /** Kept out of search engines and the sitemap. */
  noindex?: boolean;
}

interface PageBase {
  path: string;
  /** The module in src/pages that renders it, by file name. */
  page: string;
}

/** A page of the site's own: its title and description are `pageMeta`'s (content/pageTitles.ts). */
export interface OwnPage extends PageBase {
  /** Rendered for every unknown path. */
  notFound?: true;
  study?: undefined;
}

/** A case study's page: its title and description come with its summary (`studyMeta`). */
export interface StudyPage extends PageBase {
  /** The slug of the case study this page opens behind the site password. */
  study: string;
  notFound?: undefined;
}

/** One page of the site map (content/pages.ts). */
export type SitePage = OwnPage | StudyPage;
