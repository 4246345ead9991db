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
