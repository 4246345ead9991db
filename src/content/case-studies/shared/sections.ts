import type { TeamSection } from '../../types';

/** Every study ends its story with who built it, under the same label. */
export const teamSection = (note: string, members: TeamSection['members']): TeamSection => ({
  kind: 'team',
  label: 'Team',
  members,
  note,
});
