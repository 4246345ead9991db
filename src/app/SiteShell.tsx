import type { ReactNode } from 'react';
import { SiteFooter } from '../components/SiteFooter';
import { SiteHeader } from '../components/header/SiteHeader';
import { MAIN_ID } from '../components/landmarks';
import { SkipLink } from '../components/SkipLink';
import { MotionProvider } from '../motion/MotionProvider';
import { useCover } from '../slides/presenting';
import { globalStyles } from '../styles/globalStyles';
import { styled } from '../styles/stitches.config';

/** Header, main landmark and footer around any content: pages, or the error fallback. */
export function SiteShell({ children }: { children: ReactNode }) {
  globalStyles();
  // A presented study's slides cover the page: nothing around them can be focused or read. The
  // study itself is only hidden from assistive tech (its deck keeps Tab): making it inert would
  // restyle every element of it as the deck comes and goes.
  const cover = useCover();
  const presenting = cover !== 'none';
  return (
    <MotionProvider>
      <SkipLink inert={presenting} />
      <SiteHeader inert={presenting} />
      <StyledMain id={MAIN_ID} tabIndex={-1} aria-hidden={cover === 'all' || undefined}>
        {children}
      </StyledMain>
      <SiteFooter inert={presenting} />
    </MotionProvider>
  );
}

const StyledMain = styled('main', {
  display: 'block',
  minHeight: '70vh',
  paddingTop: 'calc($sizes$header + $sizes$stripe)',
  outline: 'none',
});
