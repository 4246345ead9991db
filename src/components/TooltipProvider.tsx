import * as Tooltip from '@radix-ui/react-tooltip';
import type { ReactNode } from 'react';
import { tooltipDelays } from '../motion/tokens';

/** Radix's defaults (700 ms delay, 300 ms skip) for any tooltip that does not set its own. */
export function TooltipProvider({ children }: { children: ReactNode }) {
  return (
    <Tooltip.Provider
      delayDuration={tooltipDelays.defaultDelay}
      skipDelayDuration={tooltipDelays.skipDelay}
    >
      {children}
    </Tooltip.Provider>
  );
}
