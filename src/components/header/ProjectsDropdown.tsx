import * as DropdownMenu from '@radix-ui/react-dropdown-menu';
import {
  startTransition,
  useEffect,
  useId,
  useLayoutEffect,
  useRef,
  useState,
  type PointerEvent,
} from 'react';
import { Link } from 'react-router-dom';
import type { MenuIntent } from '../../boot/protocol';
import { byEmployer } from '../../content/employerGroups';
import type { Link as LinkFacts } from '../../content/types';
import { allStudies } from 'virtual:study-catalogue';
import { cssAnimation, distance, scale } from '../../motion/cssMotion';
import { useMotionTokens } from '../../motion/MotionTokensContext';
import { milliseconds } from '../../motion/tokens';
import { accentOf, labelText } from '../../styles/fragments';
import { keyframes, styled } from '../../styles/stitches.config';
import { ChevronDownIcon } from '../icons';
import { menuTriggerStyle } from './navItemStyle';
import { useLayer } from '../../layers/useLayer';

export interface ProjectsMenuProps {
  label: string;
  /** Its last item: the page with every study. */
  allWork: LinkFacts;
}

/** Every study, by employer: they come with the menu's code, not with the page. */
const groups = byEmployer(allStudies);

const isMouse = (event: PointerEvent) => event.pointerType === 'mouse';

/**
 * The header's Projects menu: opens on hover (mouse), click or tap, Enter, Space and ArrowDown.
 * Non-modal, so opening it never locks scrolling or shifts the layout. Loaded after the page is
 * interactive; `intent` replays what the visitor did before it arrived.
 */
export default function ProjectsDropdown({
  label,
  allWork,
  intent,
}: ProjectsMenuProps & { intent: MenuIntent | null }) {
  const [open, setOpen] = useState(intent !== null && intent !== 'focus');
  // What the visitor asked for, which the trigger shows at once (its open look, the chevron
  // turning); the menu itself renders as a transition, yielding to the browser, so the press is
  // answered in the next frame and the menu follows (mounting Radix's menu took 100-150 ms at a
  // 4x CPU slowdown, in the press).
  const [looksOpen, setLooksOpen] = useState(open);
  const show = (next: boolean) => {
    setLooksOpen(next);
    if (next) startTransition(() => setOpen(true));
    else setOpen(false);
  };
  const openedByHover = useRef(intent === 'hover');
  // Radix moves focus to the first item only for key presses it saw itself.
  const openedByEarlyKey = useRef(intent === 'key');
  const trigger = useRef<HTMLButtonElement>(null);
  // A layer while open: Escape closes it. Focus goes back to its trigger as Radix has it, as its
  // content unmounts (its focus scope would take focus given back any sooner).
  useLayer(useId(), open, { modal: false }, { close: () => changeOpen(false) });
  // Closed by Tab: focus has gone on, and stays where it went.
  const tabbedAway = useRef(false);
  const closeTimer = useRef<number | undefined>(undefined);
  const { menu } = useMotionTokens();

  const cancelClose = () => window.clearTimeout(closeTimer.current);
  useEffect(() => cancelClose, []);
  useLayoutEffect(() => {
    // The placeholder the visitor was using has just been replaced: keep keyboard focus here,
    // before any further key press can land on the page.
    if (intent === 'focus' || intent === 'key') trigger.current?.focus();
  }, [intent]);

  const hoverOpen = (event: PointerEvent) => {
    if (!isMouse(event)) return;
    cancelClose();
    if (!looksOpen) openedByHover.current = true;
    show(true);
  };
  const hoverLeave = (event: PointerEvent) => {
    if (!isMouse(event) || !openedByHover.current) return;
    cancelClose();
    closeTimer.current = window.setTimeout(() => show(false), milliseconds(menu.closeDelay));
  };
  const changeOpen = (next: boolean) => {
    cancelClose();
    openedByHover.current = false;
    show(next);
  };

  return (
    <DropdownMenu.Root open={open} onOpenChange={changeOpen} modal={false}>
      <DropdownMenu.Trigger
        ref={trigger}
        data-state={looksOpen ? 'open' : 'closed'}
        className={menuTriggerStyle()}
        onPointerEnter={hoverOpen}
        onPointerLeave={hoverLeave}
        onPointerDown={(event) => {
          // A click on a menu the pointer just opened pins it open instead of closing it.
          if (looksOpen && openedByHover.current && isMouse(event)) {
            event.preventDefault();
            openedByHover.current = false;
          }
        }}
      >
        {label}
        <ChevronDownIcon data-chevron />
      </DropdownMenu.Trigger>
      <DropdownMenu.Portal>
        <StyledContent
          onFocus={(event) => {
            // Radix has focused the menu itself: move on to the first item, as its own keys do.
            if (event.target !== event.currentTarget || !openedByEarlyKey.current) return;
            openedByEarlyKey.current = false;
            event.currentTarget.querySelector<HTMLElement>('[role="menuitem"]')?.focus();
          }}
          align="start"
          sideOffset={10}
          collisionPadding={12}
          onPointerEnter={hoverOpen}
          onPointerLeave={hoverLeave}
          // The trigger handles its own presses (toggle, or pin a hover-opened menu).
          onPointerDownOutside={(event) => {
            if (trigger.current?.contains(event.target as Node)) event.preventDefault();
          }}
          // Tab, as a menu button's menu has it: the menu closes and focus goes on from its button
          // to what follows it (or, with Shift, what comes before). Radix holds Tab in a menu; kept
          // from Radix, the key does what Tab does, from the button it now starts at.
          onKeyDownCapture={(event) => {
            if (event.key !== 'Tab' || !trigger.current) return;
            event.stopPropagation();
            tabbedAway.current = true;
            trigger.current.focus();
            changeOpen(false);
          }}
          // Escape is the layer stack's.
          onEscapeKeyDown={(event) => event.preventDefault()}
          onCloseAutoFocus={(event) => {
            if (!tabbedAway.current) return;
            tabbedAway.current = false;
            event.preventDefault();
          }}
        >
          <MenuGroups />
          <AllWork link={allWork} />
        </StyledContent>
      </DropdownMenu.Portal>
    </DropdownMenu.Root>
  );
}

function MenuGroups() {
  const labelId = useId();
  return groups.map((group, index) => (
    <DropdownMenu.Group key={group.employer} aria-labelledby={`${labelId}-${index}`}>
      {index > 0 && <StyledSeparator />}
      <StyledLabel id={`${labelId}-${index}`}>{group.employer}</StyledLabel>
      {group.projects.map((project) => (
        <StyledItem key={project.slug} asChild {...accentOf(project)}>
          <Link to={project.path}>
            <StyledDot aria-hidden />
            <span>
              <StyledItemTitle>{project.title}</StyledItemTitle>
              <StyledItemTeaser>{project.teaser}</StyledItemTeaser>
            </span>
          </Link>
        </StyledItem>
      ))}
    </DropdownMenu.Group>
  ));
}

/** After the studies, the page that lists them all with more of what each is. */
function AllWork({ link }: { link: LinkFacts }) {
  return (
    <>
      <StyledSeparator />
      <StyledItem asChild>
        <Link to={link.href}>
          <StyledItemTitle>{link.label}</StyledItemTitle>
        </Link>
      </StyledItem>
    </>
  );
}

const menuIn = keyframes({
  from: {
    opacity: 0,
    transform: `translateY(${distance('menu', 'distance', -1)}) scale(${scale('menu', 'scale')})`,
  },
  to: { opacity: 1, transform: 'none' },
});

const StyledContent = styled(DropdownMenu.Content, {
  zIndex: '$menu',
  width: 'min(340px, calc(100vw - 24px))',
  // However many studies: the menu fits the window below its trigger and scrolls inside itself,
  // the page staying put; an item keyboard focus moves to clears the group heading stuck at its
  // top (WCAG 2.4.11).
  maxHeight: 'var(--radix-dropdown-menu-content-available-height)',
  overflowY: 'auto',
  overscrollBehavior: 'contain',
  scrollPaddingBlock: '$7 $2',
  padding: '$2',
  backgroundColor: '$surface',
  borderRadius: '$2',
  boxShadow: '$menu',
  transformOrigin: 'var(--radix-dropdown-menu-content-transform-origin)',
  '&[data-state="open"]': { animation: cssAnimation(`${menuIn}`, 'menu') },
});

// Stays at the top of the scrolled menu while its group's items pass under it.
const StyledLabel = styled(DropdownMenu.Label, labelText, {
  position: 'sticky',
  top: 0,
  zIndex: 1,
  padding: '$2 $3 $1',
  backgroundColor: '$surface',
});

const StyledSeparator = styled(DropdownMenu.Separator, {
  height: '1px',
  margin: '$2 $3',
  backgroundColor: '$hairline',
});

const StyledDot = styled('span', {
  flex: 'none',
  size: '10px',
  marginTop: '7px',
  borderRadius: '$pill',
  backgroundColor: '$$accent',
});

const StyledItem = styled(DropdownMenu.Item, {
  display: 'flex',
  gap: '$3',
  padding: '$3',
  borderRadius: '$1',
  color: '$text',
  textDecoration: 'none',
  outline: 'none',
  cursor: 'pointer',
  '&[data-highlighted]': { backgroundColor: '$$accentTint' },
  '&:focus-visible': { boxShadow: 'inset 0 0 0 2px $$accent' },
});

const StyledItemTitle = styled('span', { display: 'block', fontWeight: 600, fontSize: '$3' });

const StyledItemTeaser = styled('span', {
  display: 'block',
  fontSize: '$2',
  lineHeight: 1.45,
  color: '$textMuted',
});
