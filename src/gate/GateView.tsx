import { m, useIsPresent, usePresenceData } from 'framer-motion';
import type { ReactNode } from 'react';
import { useMotionTokens } from '../motion/MotionTokensContext';

export type GateViewName = 'gate' | 'pending' | 'failed' | 'study';

/**
 * One state of a gated page inside AnimatePresence (whose `custom` names the view coming next).
 * While it leaves it is inert and hidden from assistive tech; leaving for the quiet pending state,
 * it vanishes at once, so a returning visitor never glimpses the form.
 */
export function GateView({ name, children }: { name: GateViewName; children: ReactNode }) {
  const tokens = useMotionTokens();
  const isPresent = useIsPresent();
  const next = usePresenceData() as GateViewName | undefined;
  const vanish = !isPresent && next === 'pending';
  const transition = { duration: tokens.duration.slow, ease: tokens.ease.out };

  return (
    <m.div
      inert={!isPresent}
      aria-hidden={!isPresent || undefined}
      style={vanish ? { visibility: 'hidden' } : undefined}
      initial={{ opacity: 0, y: name === 'study' ? tokens.distance.reveal : 0 }}
      animate={{ opacity: 1, y: 0, transition }}
      exit={
        vanish
          ? { opacity: 0, transition: { duration: 0 } }
          : {
              opacity: 0,
              scale: tokens.scale.gateExit,
              transition: { ...transition, duration: tokens.duration.base },
            }
      }
    >
      {children}
    </m.div>
  );
}
