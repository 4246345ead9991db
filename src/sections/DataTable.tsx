import { labelText, panel, visuallyHidden } from '../styles/fragments';
import { styled } from '../styles/stitches.config';
import { Reveal } from './Reveal';

interface Props {
  caption: string;
  columns: string[];
  rows: string[][];
}

/**
 * A real table from md. Below md each row becomes a card whose cells carry their column's name,
 * so nothing scrolls sideways. Those names are hidden from assistive tech, which already hears
 * the column headers.
 */
export function DataTable({ caption, columns, rows }: Props) {
  return (
    <Reveal>
      <StyledTable>
        <StyledCaption>{caption}</StyledCaption>
        <thead>
          <tr>
            {columns.map((column) => (
              <th key={column} scope="col">
                {column}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {rows.map((row, rowIndex) => (
            <tr key={row[0] ?? rowIndex}>
              {row.map((cell, cellIndex) => {
                const Cell = cellIndex === 0 ? 'th' : 'td';
                return (
                  <Cell key={cellIndex} scope={cellIndex === 0 ? 'row' : undefined}>
                    <StyledCellLabel aria-hidden>{columns[cellIndex]}</StyledCellLabel>
                    {cell}
                  </Cell>
                );
              })}
            </tr>
          ))}
        </tbody>
      </StyledTable>
    </Reveal>
  );
}

const StyledTable = styled('table', {
  display: 'block',
  width: '100%',
  borderCollapse: 'separate',
  borderSpacing: 0,
  fontSize: '$3',
  textAlign: 'left',
  '& thead': visuallyHidden,
  '& tbody': { display: 'grid', gap: '$4' },
  '& tbody tr': { ...panel, display: 'block', padding: '$4 $5' },
  '& th, & td': { display: 'grid', gap: '$1', fontWeight: 400, verticalAlign: 'top' },
  '& tbody th': { paddingBottom: '$3', fontSize: '$6', fontWeight: 600, lineHeight: '$snug' },
  '& tbody td': {
    gridTemplateColumns: 'minmax(6.5rem, 2fr) minmax(0, 3fr)',
    gap: '$3',
    py: '$2',
    borderTop: '1px solid $hairline',
  },
  '@md': {
    ...panel,
    display: 'table',
    '& thead': {
      position: 'static',
      width: 'auto',
      height: 'auto',
      margin: 0,
      overflow: 'visible',
      clip: 'auto',
      whiteSpace: 'normal',
    },
    '& tbody': { display: 'table-row-group' },
    '& tbody tr': {
      display: 'table-row',
      padding: 0,
      border: 0,
      borderRadius: 0,
      background: 'none',
    },
    '& thead th, & tbody th, & tbody td': { display: 'table-cell', padding: '$3' },
    '& thead th': { ...labelText, backgroundColor: '$surfaceSunken' },
    '& tbody th': { fontSize: '$3', lineHeight: 'inherit', borderTop: '1px solid $hairline' },
    // The panel's rounded top corners, traced by the header row's tinted background.
    '& thead th:first-child': { borderTopLeftRadius: '$3' },
    '& thead th:last-child': { borderTopRightRadius: '$3' },
    '& tr > :first-child': { paddingLeft: '$5' },
    '& tr > :last-child': { paddingRight: '$5' },
  },
  '@lg': { '& thead th, & tbody th, & tbody td': { py: '$4', paddingInline: '$4' } },
});

const StyledCaption = styled('caption', {
  display: 'block',
  maxWidth: '$measure',
  marginBottom: '$4',
  fontSize: '$3',
  color: '$textMuted',
  textAlign: 'left',
  '@md': { display: 'table-caption', captionSide: 'bottom', marginTop: '$4', marginBottom: 0 },
});

const StyledCellLabel = styled('span', labelText, {
  letterSpacing: '$labelCompact',
  '@md': { display: 'none' },
});
