/**
 * The viewer's one history entry: opening adds it (same address), so the browser's Back closes
 * the viewer and stays on the study; closing any other way removes it, so Back after closing
 * leaves the page as before. The router sees neither: the entry keeps the page's own state.
 */

/** Resolves once the entry a closed viewer removed is gone (Back is asynchronous). */
let leaving: Promise<void> = Promise.resolve();

/** Adds the entry once the last one is gone; `onBack` runs if the visitor goes back from it. */
export async function enterViewerHistory(onBack: () => void): Promise<() => void> {
  await leaving;
  history.pushState(history.state, '');
  let done = false;
  const back = () => {
    done = true;
    removeEventListener('popstate', back);
    onBack();
  };
  addEventListener('popstate', back);
  // Closed from the viewer: take the entry off the history.
  return () => {
    if (done) return;
    done = true;
    removeEventListener('popstate', back);
    leaving = new Promise((resolve) =>
      addEventListener('popstate', () => resolve(), { once: true }),
    );
    history.back();
  };
}
