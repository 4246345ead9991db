import { AnimatePresence } from 'framer-motion';
import { useEffect, useLayoutEffect, useState, type ReactNode } from 'react';
import { GATE_RESTORING_ATTRIBUTE } from '../boot/protocol';
import { Button } from '../components/buttons';
import { Container, DisplayHeading, Eyebrow } from '../components/typography';
import { gate as copy } from '../content/gate';
import type { CaseStudySummary } from '../content/types';
import { cssAnimation } from '../motion/cssMotion';
import { MotionFeatures } from '../motion/MotionFeatures';
import { screenBelowHeader } from '../styles/fragments';
import { keyframes, styled } from '../styles/stitches.config';
import { useGate } from './GateContext';
import { GateView, type GateViewName } from './GateView';
import { PasswordGate } from './PasswordGate';
import { prefetchStudy } from './unlock';
import { useOpenedStudy, type ShownStudy } from './useOpenedStudy';

interface Props {
  study: CaseStudySummary;
  /** Loads what renders an opened study; the study shows once this and the decryption are done. */
  prepare: () => Promise<unknown>;
  /**
   * `focusOnOpen`: the visitor asked for the study here: focus was in the gated page before it
   * opened (a link within the site focuses the page's heading; the visitor used the form), or the
   * password was submitted. On a first load nothing there has focus.
   */
  children: (study: ShownStudy, focusOnOpen: boolean) => ReactNode;
}

/**
 * Guards one case study: the locked gate, a quiet pending state while a key is derived or the
 * study decrypted, then the study itself, which animates in as the gate animates away.
 */
export function CaseStudyGate({ study, prepare, children }: Props) {
  const gate = useGate();
  const { restore } = gate;
  const { opened, retry } = useOpenedStudy(gate.key, study.slug, prepare);

  // Set when the visitor submits here: the form then stays (busy) until the study is ready.
  const [submitted, setSubmitted] = useState(false);
  const [focused, setFocused] = useState(false);

  // React now shows the right state itself, so the pre-hydration flag can go (before paint). On
  // every change of state: a share link that cannot be read is refused in the same render as it
  // is tried, leaving the status 'locked' as it was.
  const { status, restoreTried } = gate;
  useLayoutEffect(() => {
    if (status !== 'locked' || restoreTried()) {
      document.documentElement.removeAttribute(GATE_RESTORING_ATTRIBUTE);
    }
  }, [gate, status, restoreTried]);

  useEffect(() => {
    prefetchStudy(study.slug);
    void prepare().catch(() => undefined);
    restore();
  }, [restore, study.slug, prepare]);

  const onGate = gate.status === 'locked' || gate.status === 'verifying';
  const view: GateViewName =
    opened.status === 'ready'
      ? 'study'
      : opened.status === 'failed'
        ? 'failed'
        : onGate || (submitted && gate.status === 'unlocked')
          ? 'gate'
          : 'pending';

  return (
    <StyledStage onFocus={() => opened.status !== 'ready' && setFocused(true)}>
      <MotionFeatures>
        <AnimatePresence mode="popLayout" initial={false} custom={view}>
          <GateView key={view} name={view}>
            {opened.status === 'ready' ? (
              children(opened.study, submitted || focused)
            ) : view === 'gate' ? (
              <PasswordGate
                study={study}
                busy={!onGate || gate.status === 'verifying'}
                error={gate.error}
                onSubmit={(password) => {
                  setSubmitted(true);
                  return gate.submit(password);
                }}
              />
            ) : (
              <StyledWaiting data-gate>
                <Eyebrow tone="accent">
                  {copy.eyebrow} · {study.title}
                </Eyebrow>
                <DisplayHeading size="sm">{study.title}</DisplayHeading>
                {view === 'failed' ? (
                  <>
                    <StyledMessage role="alert">{copy.loadError}</StyledMessage>
                    <Button type="button" onClick={retry}>
                      {copy.retry}
                    </Button>
                  </>
                ) : (
                  <>
                    <StyledMessage role="status">{copy.opening}</StyledMessage>
                    <StyledShimmer aria-hidden />
                  </>
                )}
              </StyledWaiting>
            )}
          </GateView>
        </AnimatePresence>
      </MotionFeatures>
    </StyledStage>
  );
}

const StyledStage = styled('div', { position: 'relative' });

const StyledWaiting = styled(Container, screenBelowHeader, {
  display: 'grid',
  gap: '$4',
  justifyItems: 'start',
  alignContent: 'center',
  paddingBlock: '$8',
});

const StyledMessage = styled('p', { color: '$textMuted' });

const sweep = keyframes({
  from: { transform: 'translateX(-100%)' },
  to: { transform: 'translateX(100%)' },
});

const StyledShimmer = styled('div', {
  position: 'relative',
  width: 'min(320px, 100%)',
  height: '4px',
  borderRadius: '$pill',
  overflow: 'hidden',
  backgroundColor: '$$accentTint',
  '&::after': {
    content: '""',
    position: 'absolute',
    inset: 0,
    backgroundColor: '$$accent',
    opacity: 0.6,
    animation: `${cssAnimation(`${sweep}`, 'gate', 'shimmerDuration')} infinite`,
  },
});
