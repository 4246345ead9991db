import { navigation } from '../content/site';
import { styled } from '../styles/stitches.config';

export function SkipLink({ inert }: { inert?: boolean }) {
  return (
    <StyledSkip href="#main" inert={inert}>
      {navigation.skipLink}
    </StyledSkip>
  );
}

const StyledSkip = styled('a', {
  position: 'fixed',
  top: '$3',
  left: '$3',
  zIndex: '$skip',
  padding: '$3 $4',
  borderRadius: '$1',
  backgroundColor: '$text',
  color: '$canvas',
  fontWeight: 600,
  textDecoration: 'none',
  transform: 'translateY(-200%)',
  '&:focus': { transform: 'none' },
});
