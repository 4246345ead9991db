import type { ReactNode } from 'react';
import { SiteFooter } from '../components/SiteFooter';
import { SiteHeader } from '../components/header/SiteHeader';
import { MAIN_ID } from '../components/landmarks';
import { SkipLink } from '../components/SkipLink';
import { MotionProvider } from '../motion/MotionProvider';
import { usePageCovered } from '../layers/layerStore';
import { globalStyles } from '../styles/globalStyles';
import { styled } from '../styles/stitches.config';

/** Header, main landmark and footer around any content: pages, or the error fallback. */
export function SiteShell({ children }: { children: ReactNode }) {
  globalStyles();
  // Out of reach beneath a modal layer, as the layer stack says: all of the page under the picture
  // viewer; around the study under what stands in for it or is drawn over it (the presenter view,
  // the deck). Under the deck the study is only hidden from assistive tech (the deck keeps Tab):
  // making it inert would restyle every element of it as the deck comes and goes.
  const covered = usePageCovered();
  const around = covered !== false;
  return (
    <MotionProvider>
      <SkipLink inert={around} />
      <SiteHeader inert={around} />
      <StyledMain
        id={MAIN_ID}
        tabIndex={-1}
        inert={covered === 'page'}
        aria-hidden={covered === 'study' || undefined}
      >
        {children}
      </StyledMain>
      <SiteFooter inert={around} />
    </MotionProvider>
  );
}

const StyledMain = styled('main', {
  display: 'block',
  minHeight: '70vh',
  paddingTop: 'calc($sizes$header + $sizes$stripe)',
  outline: 'none',
});
