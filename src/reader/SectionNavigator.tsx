import {
  useEffect,
  useId,
  useRef,
  useState,
  type KeyboardEvent as ReactKeyboardEvent,
  type MouseEvent,
  type ReactNode,
} from 'react';
import { sectionNavigator as copy } from '../content/sectionNavigator';
import { cssTransition } from '../motion/cssMotion';
import { usePrefersReducedMotion } from '../motion/usePrefersReducedMotion';
import { labelText, screenOnly, visuallyHidden } from '../styles/fragments';
import { styled } from '../styles/stitches.config';
import { ChevronDownIcon } from '../components/icons';
import { BAR_HEIGHT, belowHeader, rail } from './navigatorLayout';
import { scrollToSection, showSectionInAddress } from './sectionAddress';
import { useLayer } from '../layers/useLayer';

export interface NavigatorSection {
  id: string;
  label: string;
}

interface Props {
  /** The study's title, which names the landmark. */
  study: string;
  sections: readonly NavigatorSection[];
  /** The section being read (see `useCurrentSection`), -1 above the first. */
  current: number;
  /** Marks a section current as the page jumps to it. */
  onJump: (index: number) => void;
  /** A control at the navigator's end (the study's Present button). */
  action?: ReactNode;
  /** A key pressed with focus in the navigator: the study's own tools' keys (Present's P). */
  onKeyDown?: (event: ReactKeyboardEvent) => void;
}

/**
 * Where the reader is in a long case study, and a way to jump ahead: a rail in the margin beside
 * the sections on a wide screen, a slim bar under the header on a narrower one that opens into the
 * list and closes after a choice. Each entry links to its section's anchor, so a link copied or
 * opened in a new tab lands there too.
 */
export function SectionNavigator({ study, sections, current, onJump, action, onKeyDown }: Props) {
  const [open, setOpen] = useState(false);
  const reduced = usePrefersReducedMotion();
  const nav = useRef<HTMLElement>(null);
  const toggle = useRef<HTMLButtonElement>(null);
  const listId = useId();

  // An open list is a layer: Escape closes it (focus back on its toggle, if it was in the list),
  // as does a tap elsewhere, like a menu.
  useLayer(
    useId(),
    open,
    { modal: false },
    {
      close: () => setOpen(false),
      element: () => nav.current,
      opener: () => toggle.current,
    },
  );
  useEffect(() => {
    if (!open) return;
    const onPointer = (event: PointerEvent) => {
      if (!nav.current?.contains(event.target as Node)) setOpen(false);
    };
    document.addEventListener('pointerdown', onPointer);
    return () => document.removeEventListener('pointerdown', onPointer);
  }, [open]);

  const jump = (event: MouseEvent<HTMLAnchorElement>, index: number) => {
    // A new tab or window opens the link as it is.
    if (event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey)
      return;
    event.preventDefault();
    setOpen(false);
    const { id } = sections[index]!;
    showSectionInAddress(id);
    scrollToSection(id, reduced ? 'instant' : 'smooth');
    onJump(index);
  };

  const reading = sections[current];
  return (
    <StyledNav ref={nav} aria-label={copy.label(study)} onKeyDown={onKeyDown}>
      <StyledInner>
        <StyledToggle
          ref={toggle}
          type="button"
          aria-expanded={open}
          aria-controls={listId}
          onClick={() => setOpen((was) => !was)}
        >
          <StyledTitle>{copy.title}</StyledTitle>
          <StyledReading>{reading?.label ?? copy.opening}</StyledReading>
          <StyledPosition>
            {reading ? copy.position(current + 1, sections.length) : copy.count(sections.length)}
          </StyledPosition>
          <ChevronDownIcon data-chevron />
        </StyledToggle>
        <StyledRailTitle aria-hidden>{copy.title}</StyledRailTitle>
        <StyledList id={listId} data-open={open || undefined}>
          {sections.map(({ id, label }, index) => (
            <li key={id}>
              <StyledLink
                href={`#${id}`}
                aria-current={index === current ? 'location' : undefined}
                onClick={(event) => jump(event, index)}
              >
                {label}
              </StyledLink>
            </li>
          ))}
        </StyledList>
        <StyledProgress
          aria-hidden
          style={{ '--progress': (current + 1) / sections.length } as React.CSSProperties}
        />
        {action && <StyledAction>{action}</StyledAction>}
      </StyledInner>
    </StyledNav>
  );
}

const StyledNav = styled('nav', screenOnly, {
  position: 'sticky',
  top: belowHeader,
  zIndex: '$navigator',
  height: BAR_HEIGHT,
  borderBottom: '1px solid $hairline',
  backgroundColor: '$canvas',
  [rail.media]: {
    position: 'absolute',
    insetBlock: 0,
    paddingBlock: '$9',
    left: rail.inset,
    width: rail.width,
    height: 'auto',
    border: 0,
    backgroundColor: 'transparent',
  },
});

const StyledInner = styled('div', {
  position: 'relative',
  display: 'flex',
  alignItems: 'center',
  gap: '$2',
  height: '100%',
  paddingInline: '$4',
  '@md': { paddingInline: '$7' },
  [rail.media]: {
    position: 'sticky',
    top: `calc(${belowHeader} + $space$6)`,
    display: 'grid',
    alignItems: 'start',
    gap: '$3',
    height: 'auto',
    paddingInline: 0,
  },
});

const StyledToggle = styled('button', {
  display: 'flex',
  alignItems: 'center',
  gap: '$2',
  flex: 1,
  minWidth: 0,
  height: '100%',
  padding: 0,
  border: 0,
  backgroundColor: 'transparent',
  cursor: 'pointer',
  textAlign: 'start',
  '& [data-chevron]': {
    flex: 'none',
    transition: cssTransition('menu', ['transform']),
  },
  '&[aria-expanded="true"] [data-chevron]': { transform: 'rotate(180deg)' },
  [rail.media]: { display: 'none' },
});

// On the smallest phones the section's name needs the room; the button keeps its name.
const StyledTitle = styled('span', labelText, {
  fontSize: '$1',
  flex: 'none',
  '@narrow': visuallyHidden,
});

const StyledReading = styled('span', {
  minWidth: 0,
  overflow: 'hidden',
  textOverflow: 'ellipsis',
  whiteSpace: 'nowrap',
  fontSize: '$3',
  fontWeight: 600,
});

const StyledPosition = styled('span', {
  flex: 'none',
  marginInlineStart: 'auto',
  fontSize: '$2',
  color: '$textMuted',
  fontVariantNumeric: 'tabular-nums',
});

const StyledRailTitle = styled('p', labelText, {
  display: 'none',
  [rail.media]: { display: 'block', fontSize: '$1' },
});

const StyledList = styled('ol', {
  display: 'none',
  listStyle: 'none',
  '&[data-open]': {
    display: 'block',
    position: 'absolute',
    top: '100%',
    insetInline: 0,
    maxHeight: `calc(100dvh - ${belowHeader} - ${BAR_HEIGHT} - $space$5)`,
    overflowY: 'auto',
    padding: '$2 $4 $4',
    backgroundColor: '$surface',
    boxShadow: '$menu',
    borderEndStartRadius: '$2',
    borderEndEndRadius: '$2',
    '@md': { paddingInline: '$7' },
  },
  [rail.media]: {
    '&, &[data-open]': {
      display: 'block',
      position: 'static',
      maxHeight: 'none',
      padding: 0,
      paddingInlineStart: '$4',
      borderInlineStart: '2px solid $hairline',
      backgroundColor: 'transparent',
      boxShadow: 'none',
    },
  },
});

const StyledLink = styled('a', {
  display: 'block',
  paddingBlock: '$3',
  borderBottom: '1px solid $hairline',
  fontSize: '$3',
  lineHeight: '$snug',
  color: '$textMuted',
  textDecoration: 'none',
  transition: cssTransition('hover', ['color']),
  '@hover': {
    '&:hover': { color: '$text' },
  },
  '&[aria-current]': { color: '$text', fontWeight: 600 },
  'li:last-child > &': { borderBottom: 0 },
  [rail.media]: {
    paddingBlock: '$1',
    border: 0,
    fontSize: '$2',
    '&[aria-current]': { color: '$$accent' },
  },
});

// How far through the study the reader is: along the bar's bottom edge, or down the rail's track.
const StyledProgress = styled('span', {
  position: 'absolute',
  insetInline: 0,
  bottom: '-1px',
  height: '2px',
  backgroundColor: '$$accent',
  transform: 'scaleX(var(--progress))',
  transformOrigin: 'left',
  transition: cssTransition('reveal', ['transform']),
  [rail.media]: {
    // Over the list's track: the list's grid row is its containing block.
    gridRow: 2,
    insetInline: 'auto',
    insetBlock: 0,
    left: 0,
    width: '2px',
    height: 'auto',
    transform: 'scaleY(var(--progress))',
    transformOrigin: 'top',
  },
});

const StyledAction = styled('div', {
  flex: 'none',
  [rail.media]: { marginTop: '$4' },
});
