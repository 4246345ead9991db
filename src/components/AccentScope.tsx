import { createContext, use, type ReactNode } from 'react';
import type { Accent } from '../content/types';
import { accentVariants, styled } from '../styles/stitches.config';

const AccentContext = createContext<Accent | undefined>(undefined);

/** The accent of the scope around: what a layer drawn elsewhere (a portal) takes up again. */
export const useAccent = () => use(AccentContext);

/** Sets the accent colour tokens ($$accent, $$accentTint) for everything inside it. */
export function AccentScope({
  accent,
  className,
  children,
}: {
  accent?: Accent;
  className?: string;
  children: ReactNode;
}) {
  return (
    <AccentContext value={accent}>
      <StyledScope accent={accent} className={className}>
        {children}
      </StyledScope>
    </AccentContext>
  );
}

const StyledScope = styled('div', { variants: { accent: accentVariants } });
