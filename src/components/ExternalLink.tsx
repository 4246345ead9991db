import type { ComponentProps } from 'react';
import { navigation } from '../content/site';

/** A link that opens in a new tab and says so to assistive tech. */
export function ExternalLink({ children, ...props }: ComponentProps<'a'>) {
  return (
    <a target="_blank" rel="noopener noreferrer" {...props}>
      {children}
      <span className="visually-hidden"> {navigation.newTab}</span>
    </a>
  );
}
