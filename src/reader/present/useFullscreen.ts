import { useEffect, useState } from 'react';

/** Full screen for the deck where the browser allows it; leaving the deck leaves it too. */
export function useFullscreen() {
  const [on, setOn] = useState(false);
  useEffect(() => {
    const onChange = () => setOn(Boolean(document.fullscreenElement));
    document.addEventListener('fullscreenchange', onChange);
    return () => {
      document.removeEventListener('fullscreenchange', onChange);
      if (document.fullscreenElement) void document.exitFullscreen().catch(() => undefined);
    };
  }, []);
  const toggle = () =>
    void (
      document.fullscreenElement
        ? document.exitFullscreen()
        : document.documentElement.requestFullscreen()
    ).catch(() => undefined);
  return { available: document.fullscreenEnabled, on, toggle };
}
