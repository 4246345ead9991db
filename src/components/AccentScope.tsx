import { accentVariants, styled } from '../styles/stitches.config';

/** Sets the accent colour tokens ($$accent, $$accentTint) for everything inside it. */
export const AccentScope = styled('div', { variants: { accent: accentVariants } });
