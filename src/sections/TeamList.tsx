import { figureNumerals } from '../styles/fragments';
import { styled } from '../styles/stitches.config';
import { Reveal } from './Reveal';
import { useSlideView } from '../slides/presentation';

interface Props {
  members: { count: number; role: string }[];
  note?: string;
}

/**
 * Who was on the team: each role's headcount as a big numeral and a row of small figures. A team
 * of one per role reads as a roster instead, a figure beside each role: a row of big 1s says
 * nothing.
 */
export function TeamList({ members, note }: Props) {
  const slideItems = useSlideView()?.items;
  const roster = members.every((member) => member.count === 1);
  return (
    <div>
      <StyledList {...slideItems} roster={roster}>
        {members.map((member, index) => (
          <li key={member.role}>
            <StyledMember order={index} roster={roster}>
              {roster ? (
                <StyledPerson aria-hidden />
              ) : (
                <>
                  <StyledCount>{member.count}</StyledCount>{' '}
                </>
              )}
              <StyledRole>{member.role}</StyledRole>
              {!roster && (
                <StyledPeople aria-hidden>
                  {Array.from({ length: member.count }, (_, person) => (
                    <StyledPerson key={person} />
                  ))}
                </StyledPeople>
              )}
            </StyledMember>
          </li>
        ))}
      </StyledList>
      {note && <StyledNote>{note}</StyledNote>}
    </div>
  );
}

const StyledList = styled('ul', {
  listStyle: 'none',
  display: 'grid',
  gridTemplateColumns: 'repeat(2, minmax(0, 1fr))',
  gap: '$6 $4',
  '@md': { gridTemplateColumns: 'repeat(auto-fit, minmax(10rem, 1fr))', gap: '$7 $5' },
  variants: {
    roster: {
      true: {
        gridTemplateColumns: 'minmax(0, 1fr)',
        gap: 0,
        '@md': { gridTemplateColumns: 'repeat(auto-fill, minmax(16rem, 1fr))', gap: '0 $5' },
      },
    },
  },
});

const StyledMember = styled(Reveal, {
  display: 'flex',
  flexDirection: 'column',
  gap: '$2',
  paddingTop: '$4',
  borderTop: '1px solid $hairline',
  variants: {
    roster: {
      // The figure sits on the role's first line, however many lines the role takes.
      true: { flexDirection: 'row', alignItems: 'baseline', gap: '$3', paddingBlock: '$3' },
    },
  },
});

const StyledCount = styled('span', {
  ...figureNumerals,
  fontVariantNumeric: 'tabular-nums',
});

const StyledRole = styled('span', { fontWeight: 600, lineHeight: '$snug' });

const StyledPeople = styled('span', {
  display: 'flex',
  flexWrap: 'wrap',
  gap: '$1',
  marginTop: '$1',
});

// A tiny person: a round head over rounded shoulders.
const StyledPerson = styled('span', {
  position: 'relative',
  flexShrink: 0,
  width: '12px',
  height: '16px',
  '&::before, &::after': {
    content: '""',
    position: 'absolute',
    left: '50%',
    marginLeft: '-3px',
    backgroundColor: '$$accent',
  },
  '&::before': { top: 0, size: '6px', borderRadius: '$pill' },
  '&::after': {
    bottom: 0,
    left: 0,
    marginLeft: 0,
    width: '12px',
    height: '8px',
    borderRadius: '6px 6px 2px 2px',
  },
});

const StyledNote = styled('p', {
  maxWidth: '$measure',
  marginTop: '$7',
  color: '$textMuted',
  textWrap: 'pretty',
});
