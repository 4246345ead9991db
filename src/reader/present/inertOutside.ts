/**
 * Makes everything on the page inert except `kept` and what contains them, as a modal dialog
 * would: nothing behind the slide can be focused, clicked or read. Returns the undo.
 */
export function inertOutside(kept: readonly Element[]): () => void {
  const made: Element[] = [];
  const keep = (node: Element) => kept.some((element) => node.contains(element));
  const visit = (parent: Element) => {
    for (const child of parent.children) {
      if (kept.includes(child)) continue;
      if (keep(child)) visit(child);
      else if (!child.hasAttribute('inert') && child.tagName !== 'SCRIPT') {
        child.setAttribute('inert', '');
        made.push(child);
      }
    }
  };
  visit(document.body);
  return () => made.forEach((element) => element.removeAttribute('inert'));
}
