import * as Tooltip from '@radix-ui/react-tooltip';
import type { ReactNode } from 'react';
import { useMotionTokens } from '../motion/MotionTokensContext';
import { milliseconds } from '../motion/tokens';

/** Delays for any tooltip that does not set its own. */
export function TooltipProvider({ children }: { children: ReactNode }) {
  const { delay } = useMotionTokens();
  return (
    <Tooltip.Provider
      delayDuration={milliseconds(delay.tooltipDefault)}
      skipDelayDuration={milliseconds(delay.tooltipSkip)}
    >
      {children}
    </Tooltip.Provider>
  );
}
