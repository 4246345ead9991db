/** What a reader asks of the viewer by key. */
export type ViewerCommand = 'next' | 'previous' | 'close' | 'zoomIn' | 'zoomOut' | 'fit';

/**
 * The viewer's keys as commands, for a picture not zoomed in (a zoomed one pans by the arrows and
 * resets by Escape: see openViewer). Chords and Tab are not the viewer's.
 */
export function viewerCommandForKey(event: KeyboardEvent): ViewerCommand | undefined {
  if (event.altKey || event.ctrlKey || event.metaKey) return undefined;
  switch (event.key) {
    case 'ArrowRight':
      return 'next';
    case 'ArrowLeft':
      return 'previous';
    case 'Escape':
      return 'close';
    case '+':
    case '=':
      return 'zoomIn';
    case '-':
    case '_':
      return 'zoomOut';
    case '0':
      return 'fit';
    default:
      return undefined;
  }
}

/**
 * What a reader asks of the viewer while it is on its way (its code loading, then its opening,
 * when PhotoSwipe takes no keys and ignores a close): each key the viewer has a command for is
 * kept from the page as that command, for the viewer to carry out once it has opened. A quick →
 * or Escape is never lost, and never moves the page behind.
 */
export function keepViewerCommands() {
  const kept: ViewerCommand[] = [];
  const keep = (event: KeyboardEvent) => {
    const command = viewerCommandForKey(event);
    if (!command) return;
    event.preventDefault();
    event.stopImmediatePropagation();
    kept.push(command);
  };
  addEventListener('keydown', keep, true);
  return {
    /** Stops keeping, and hands over what was asked, in order (nothing where it did not open). */
    take: () => {
      removeEventListener('keydown', keep, true);
      return kept.splice(0);
    },
  };
}

export type KeptCommands = ReturnType<typeof keepViewerCommands>;
