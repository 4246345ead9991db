import type { Ref } from 'react';
import type { CaseStudyBody } from '../../content/types';
import { MotionReplayContext, useMotionReplay } from '../../motion/MotionReplayContext';
import { OpeningSequence } from '../../motion/OpeningSequence';
import { PresentationContext, type Presentation } from '../../slides/presentation';
import { StudySlides } from '../StudySlides';

/**
 * A study drawn as slides, on the audience's screen or in a presenter's preview: not the page's
 * opening sequence, and its counters counting again each time a slide is shown (`shown`).
 */
export function DeckSlides({
  body,
  presentation,
  shown,
  slidesRef,
}: {
  body: CaseStudyBody;
  presentation: Presentation;
  shown: number;
  slidesRef: Ref<HTMLDivElement>;
}) {
  const replay = useMotionReplay();
  return (
    <PresentationContext value={presentation}>
      <MotionReplayContext.Provider value={replay + shown}>
        <OpeningSequence value={false}>
          <div ref={slidesRef}>
            <StudySlides body={body} />
          </div>
        </OpeningSequence>
      </MotionReplayContext.Provider>
    </PresentationContext>
  );
}
