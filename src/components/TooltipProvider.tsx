import * as Tooltip from '@radix-ui/react-tooltip';
import type { ReactNode } from 'react';
import { useMotionTokens } from '../motion/MotionTokensContext';
import { milliseconds } from '../motion/tokens';

/** The tooltips' shared timing: they open as soon as the pointer rests on their term. */
export function TooltipProvider({ children }: { children: ReactNode }) {
  const { tooltip } = useMotionTokens();
  return (
    <Tooltip.Provider delayDuration={milliseconds(tooltip.openDelay)}>{children}</Tooltip.Provider>
  );
}
