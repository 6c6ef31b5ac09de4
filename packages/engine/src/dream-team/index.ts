// Public rules of the dream-team area: the team of the week or season, and dreamteam_count.
export type { DreamTeam, DreamTeamCandidate, DreamTeamPlace } from './pick-dream-team';
export { dreamTeamCounts, pickDreamTeam } from './pick-dream-team';
