import type { BulletGroup } from '../content/types';
import { panel } from '../styles/fragments';
import { styled } from '../styles/stitches.config';
import { Reveal } from './Reveal';
import { CardBody, CardTitle, columnsFor, DotList, ItemGrid } from './sectionParts';
import { useSlideView } from '../slides/presentation';

/** Titled groups of points in a grid; each group fades up a beat after the one before. */
export function BulletGroups({ groups }: { groups: BulletGroup[] }) {
  const slideItems = useSlideView()?.items;
  return (
    <ItemGrid columns={columnsFor(groups.length)} {...slideItems}>
      {groups.map((group, index) => (
        <li key={group.title}>
          <StyledGroup order={index}>
            <CardTitle>{group.title}</CardTitle>
            {group.body && <CardBody>{group.body}</CardBody>}
            {group.items && group.items.length > 0 && (
              <DotList>
                {group.items.map((item) => (
                  <li key={item}>{item}</li>
                ))}
              </DotList>
            )}
          </StyledGroup>
        </li>
      ))}
    </ItemGrid>
  );
}

const StyledGroup = styled(Reveal, panel, {
  display: 'flex',
  flexDirection: 'column',
  gap: '$3',
  padding: '$5',
  '@md': { padding: '$6' },
  // A short accent rule marks the start of each group without competing with its title.
  '&::before': {
    content: '""',
    width: '$space$6',
    height: '2px',
    marginBottom: '$2',
    borderRadius: '$pill',
    backgroundColor: '$$accent',
  },
});
