import { useEffect, useRef, useState } from 'react';
import { styled } from '../../styles/stitches.config';
import { presenterAddress } from './presenterRole';

interface Props {
  /** The slide now showing, or the next. */
  shows: 'current' | 'next';
  /** The audience's screen, which the preview lays its slide out at, drawn to fit its width. */
  screen: { width: number; height: number };
  title: string;
}

/**
 * A slide as the audience sees it: the study's own page, framed at the size of the audience's
 * screen and drawn smaller, its deck following the audience's. It takes no input.
 */
export function SlidePreview({ shows, screen, title }: Props) {
  const frame = useRef<HTMLDivElement>(null);
  const [width, setWidth] = useState(0);
  useEffect(() => {
    const observer = new ResizeObserver(([entry]) => setWidth(entry!.contentRect.width));
    observer.observe(frame.current!);
    return () => observer.disconnect();
  }, []);
  return (
    <StyledFrame ref={frame} style={{ aspectRatio: `${screen.width} / ${screen.height}` }}>
      <StyledSlide
        src={presenterAddress(window.location.pathname, shows)}
        title={title}
        tabIndex={-1}
        inert
        width={screen.width}
        height={screen.height}
        style={{ transform: `scale(${width / screen.width})` }}
      />
    </StyledFrame>
  );
}

const StyledFrame = styled('div', {
  position: 'relative',
  overflow: 'hidden',
  borderRadius: '$2',
  border: '1px solid $hairline',
  backgroundColor: '$canvas',
});

const StyledSlide = styled('iframe', {
  position: 'absolute',
  top: 0,
  left: 0,
  border: 0,
  transformOrigin: '0 0',
});
