import { Suspense, use, useEffect, useLayoutEffect, useMemo, useState, type Dispatch } from 'react';
import { lazyComponent } from '../app/lazyComponent';
import { sectionOfAnchor, sectionOutline } from '../content/sectionOutline';
import type { CaseStudyBody } from '../content/types';
import { NavigatorRoom, StudyArticle } from './navigatorLayout';
import { landWhereAddressed, sectionInAddress } from './sectionAddress';
import { navigatorLoadError } from '../content/navigatorLoadError';
import { OpeningSequence } from '../motion/OpeningSequence';
import type { CaseStudyToolsProps } from './CaseStudyTools';
import { lateCodeOf, StudySlides } from './StudySlides';
import type { StudyAction } from './study/studyMachine';
import { useMountedCount } from './useMountedCount';

/** Where the navigator would be, saying it could not load: the study reads on without it. */
const ToolsMissing = () => <NavigatorRoom role="status">{navigatorLoadError}</NavigatorRoom>;

/** The links on at a study's end load once it shows; without them the study simply ends. */
const StudyEnd = lazyComponent<{ slug: string }>(() =>
  import('./StudyEnd').catch(() => ({ default: () => null })),
);

/** The navigator and present mode load once the study shows: they are not what is read first. */
const CaseStudyTools = lazyComponent<CaseStudyToolsProps>(() =>
  import('./CaseStudyTools').catch(() => ({ default: ToolsMissing })),
);

/**
 * The navigator and present mode, once the study's end is in as well: they jump anywhere, the
 * last section too, which lands by the page's final height.
 */
function ToolsOnceEnded(props: CaseStudyToolsProps) {
  use(StudyEnd.preload());
  return <CaseStudyTools {...props} />;
}

export interface CaseStudyArticleProps {
  title: string;
  body: CaseStudyBody;
  /** In the presenter view, a preview of the audience's slides: the study as their deck alone. */
  preview?: 'current' | 'next';
  /** The visitor asked for it (a link within the site, the password): focus moves to it. */
  focusOnOpen?: boolean;
  /** From the study's state (CaseStudyPage): how many sections can be drawn now (`drawable`). */
  drawable: number;
  /** From the study's state: every section is drawn (`everySectionDrawn`). */
  allDrawn: boolean;
  /** Reports to the study's state: its sections drawn, its late parts settled. */
  report: Dispatch<StudyAction>;
}

/**
 * An opened case study: its hero and sections in order, with the navigator beside them and
 * present mode. Its own chunk, loaded with the sealed content. It always opens in place of its
 * gate, so what is on screen then reveals in sequence. It reports to the study's one state, kept
 * around it (CaseStudyPage), which the viewer reads too.
 */
export default function CaseStudyArticle(props: CaseStudyArticleProps) {
  const { body, report, allDrawn } = props;
  const lateCode = useMemo(() => lateCodeOf(body.sections), [body.sections]);
  const [article, setArticle] = useState<HTMLElement | null>(null);
  // The study opens with the sections on screen, the rest mounting one per commit below them, so
  // opening is short tasks rather than one long one. A section the address names lands by the
  // height of all before it, and the navigator and present mode jump anywhere: those wait for
  // every section.
  const [mountedAtOnce] = useState(() => {
    const outline = sectionOutline(body.sections);
    return outline.some(({ id }) => id === sectionOfAnchor(sectionInAddress()))
      ? outline.length
      : 0;
  });
  // A story's or a comparison's code arrives after the study shows (or fails, and its fallback
  // stands in), and the sections from the first of its kind on wait for it: each then renders at
  // once, never its stand-in. A deep link lands by the heights of every section, so that study
  // opens once the code is settled (the gate shows its opening state meanwhile, the study
  // rendering as a transition).
  if (mountedAtOnce) for (const code of lateCode.values()) use(code.preload());
  useEffect(() => {
    for (const [part, code] of lateCode)
      void code.settle().then((settled) => report({ type: 'partSettled', part, code: settled }));
  }, [lateCode, report]);
  const mounted = useMountedCount(mountedAtOnce || props.drawable, mountedAtOnce, article);

  // In place of the gate, the study opens at the section the URL names, or else at its top (the
  // visitor may have scrolled to reach the form); unless the visitor has moved focus on meanwhile.
  // It takes focus from the view it replaces (the form, or the opening state a link within the
  // site focused); on the page's first load nothing has focus, and that stays so.
  useLayoutEffect(() => {
    const active = document.activeElement;
    if (active && active !== document.body && !active.closest('[data-gate]')) return;
    return landWhereAddressed(props.focusOnOpen || active !== document.body);
    // Once, as the study opens.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);

  return (
    <OpeningSequence value>
      <StudyArticle ref={setArticle}>
        {/* Until they load, and until every section is in, their bar keeps its room. */}
        <Suspense fallback={<NavigatorRoom />}>
          {allDrawn ? <ToolsOnceEnded {...props} /> : <NavigatorRoom />}
        </Suspense>
        <StudySlides body={body} count={mounted} report={report} />
      </StudyArticle>
      {/* Not in the presenter's previews of slides. */}
      {allDrawn && !props.preview && (
        <Suspense>
          <StudyEnd slug={body.slug} />
        </Suspense>
      )}
    </OpeningSequence>
  );
}
