import { createContext, use, type ReactNode } from 'react';
import { accentOf, type Accented } from '../styles/fragments';

const AccentContext = createContext<Accented | undefined>(undefined);

/** The study whose accent the scope around has: what a layer drawn elsewhere (a portal) takes up again. */
export const useAccentStudy = () => use(AccentContext);

/** Sets a study's accent colour tokens ($$accent, $$accentTint) for everything inside it. */
export function AccentScope({
  study,
  className,
  children,
}: {
  study?: Accented;
  className?: string;
  children: ReactNode;
}) {
  return (
    <AccentContext value={study}>
      <div {...accentOf(study)} className={className}>
        {children}
      </div>
    </AccentContext>
  );
}
