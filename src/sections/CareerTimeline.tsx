import { SiteImage } from '../components/SiteImage';
import type { TimelineEntry } from '../content/types';
import { labelText } from '../styles/fragments';
import { styled } from '../styles/stitches.config';
import { resolveShares } from '../content/shares';
import { HandsOnBar } from './HandsOnBar';
import { Reveal } from './Reveal';
import { logoSlot } from '../styles/slots/logo';

export interface CareerTimelineLabels {
  caption: string;
  columns: { company: string; tenure: string; title: string; summary: string };
  handsOnLabel: string;
  managementLabel: string;
  teamOf: string;
  noTeam: string;
}

/**
 * The career table. A real table on desktop; below 768 px each row becomes a card whose cells
 * keep their column labels.
 */
export function CareerTimeline({
  entries,
  labels,
}: {
  entries: TimelineEntry[];
  labels: CareerTimelineLabels;
}) {
  const { columns } = labels;
  return (
    <Reveal>
      <StyledTimeline>
        <caption className="visually-hidden">{labels.caption}</caption>
        <thead>
          <tr>
            <th scope="col">{columns.company}</th>
            <th scope="col">{columns.tenure}</th>
            <th scope="col">{columns.title}</th>
            <th scope="col">{columns.summary}</th>
          </tr>
        </thead>
        <tbody>
          {entries.map((entry) => (
            <StyledRow key={`${entry.companyName}-${entry.tenure}`} separated={entry.showSeparator}>
              <th scope="row" data-label={columns.company}>
                <StyledCompany>
                  {entry.showLogo ? (
                    // Decorative here: the company's name follows.
                    <StyledLogo image={{ ...entry.companyLogo, alt: '' }} slot={logoSlot} />
                  ) : (
                    <StyledMonogram aria-hidden data-initial={entry.companyName.charAt(0)} />
                  )}
                  {entry.companyName}
                </StyledCompany>
              </th>
              <td data-label={columns.tenure}>
                <StyledTenure>{entry.tenure}</StyledTenure>
              </td>
              <td data-label={columns.title}>
                <StyledTitle>{entry.title}</StyledTitle>
                <StyledMeta>
                  <HandsOnBar
                    {...resolveShares(entry)}
                    handsOnLabel={labels.handsOnLabel}
                    managementLabel={labels.managementLabel}
                  />
                  <StyledTeam>
                    {entry.teamSize > 0 ? `${labels.teamOf} ${entry.teamSize}` : labels.noTeam}
                  </StyledTeam>
                </StyledMeta>
              </td>
              <td data-label={columns.summary}>{entry.summary}</td>
            </StyledRow>
          ))}
        </tbody>
      </StyledTimeline>
    </Reveal>
  );
}

const StyledTimeline = styled('table', {
  width: '100%',
  borderCollapse: 'collapse',
  fontSize: '$3',
  '& thead': {
    display: 'none',
    '@md': { display: 'table-header-group' },
  },
  '& thead th': {
    padding: '0 $4 $3 0',
    textAlign: 'left',
    ...labelText,
    borderBottom: '1px solid $text',
  },
  '& tbody, & tr, & th, & td': { display: 'block', '@md': { display: 'revert' } },
  '& tbody th, & td': {
    textAlign: 'left',
    verticalAlign: 'top',
    fontWeight: 400,
    padding: '$1 0',
    '@md': { padding: '$5 $4 $5 0' },
  },
  // Mobile: every cell but the company repeats its column label.
  '& td::before': {
    content: 'attr(data-label)',
    display: 'block',
    ...labelText,
    fontSize: '$1',
    marginTop: '$2',
    '@md': { display: 'none' },
  },
  '& td:last-child': { color: '$textMuted', '@md': { maxWidth: '46ch' } },
});

const StyledRow = styled('tr', {
  paddingBlock: '$5',
  borderBottom: '1px solid $hairline',
  variants: {
    separated: {
      true: {
        borderTop: '1px dashed $border',
        marginTop: '$6',
        '@md': { borderTopWidth: '2px' },
      },
    },
  },
});

const StyledCompany = styled('span', {
  display: 'flex',
  alignItems: 'center',
  gap: '$3',
  fontWeight: 600,
  fontSize: '$4',
  '@md': { fontSize: '$3', minWidth: '170px' },
});

const logoSize = { size: '$logo', flex: 'none', borderRadius: '10px' };

const StyledLogo = styled(SiteImage, logoSize);

const StyledMonogram = styled('span', logoSize, {
  display: 'grid',
  placeItems: 'center',
  border: '1px solid $hairline',
  backgroundColor: '$surface',
  fontFamily: '$display',
  fontSize: '$6',
  color: '$textMuted',
  // The initial is drawn by CSS so it stays out of the cell's text.
  '&::before': { content: 'attr(data-initial)' },
});

const StyledTenure = styled('span', { fontVariantNumeric: 'tabular-nums', whiteSpace: 'nowrap' });

const StyledTitle = styled('span', { display: 'block', fontWeight: 600 });

const StyledMeta = styled('div', {
  display: 'grid',
  gap: '$2',
  marginTop: '$3',
  maxWidth: '240px',
});

const StyledTeam = styled('span', { fontSize: '$1', color: '$textMuted' });
