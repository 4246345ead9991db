// Runs in the page, in any engine.

/** Every figure whose live count does not show its final text yet (with how many there are). */
export function figuresNotFinal(liveSelector: string) {
  const lives = [...document.querySelectorAll(liveSelector)];
  return {
    figures: lives.length,
    counting: lives
      .filter(
        (live) =>
          live.hasAttribute('data-start') ||
          live.textContent !== live.previousElementSibling?.textContent,
      )
      .map((live) => `${live.textContent} → ${live.previousElementSibling?.textContent}`),
  };
}
