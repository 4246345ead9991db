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
  const isPresent = useIsPresent();
  const next = usePresenceData() as GateViewName | undefined;
  const vanish = !isPresent && next === 'pending';
  const { gate } = useMotionTokens();
  const transition = { duration: gate.enterDuration, ease: gate.ease };

  return (
    <m.div
      inert={!isPresent}
      aria-hidden={!isPresent || undefined}
      style={vanish ? { visibility: 'hidden' } : undefined}
      initial={{ opacity: 0, y: name === 'study' ? gate.studyDistance : 0 }}
      animate={{ opacity: 1, y: 0, transition }}
      exit={
        vanish
          ? { opacity: 0, transition: { duration: 0 } }
          : {
              opacity: 0,
              scale: gate.exitScale,
              transition: { ...transition, duration: gate.exitDuration },
            }
      }
    >
      {children}
    </m.div>
  );
}
