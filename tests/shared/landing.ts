// In the page (any engine's): self-contained, given only what it is passed.

/**
 * Where a section's head is: whether its heading has focus; whether it rests just below the fixed
 * header (or the section navigator's bar, where it sticks), or the page at its bottom when the
 * section is too near the end; and whether the navigator marks the section as the one being read.
 */
export function landedAt([id, navigator]: readonly [string, string]) {
  const heading = document.querySelector(`#${id} h2`);
  const header = document.querySelector('header')!.getBoundingClientRect();
  const bar = document.querySelector(navigator);
  const covered =
    bar && getComputedStyle(bar).position === 'sticky'
      ? bar.getBoundingClientRect().bottom
      : header.bottom;
  const top = heading?.parentElement?.getBoundingClientRect().top ?? NaN;
  const gap = Math.round(top - covered);
  const atBottom = window.scrollY >= document.documentElement.scrollHeight - window.innerHeight - 1;
  const current = bar?.querySelector('[aria-current]')?.getAttribute('href');
  return {
    focused: document.activeElement === heading,
    resting: window.scrollY > 0 && gap >= 0 && (atBottom || gap <= 32),
    navigator: current?.endsWith(`#${id}`) ?? false,
  };
}
