import { paths } from '../config/paths';

/** Who may open a screen: everyone, or only a player who has a team (SPEC §2 route table). */
export type Access = 'open' | 'team';

/**
 * Screens whose content later work fills in. Each is mounted now with its real title and
 * access rule; BUILDING.md lists the same table.
 */
export const pendingRoutes: ReadonlyArray<{ path: string; title: string; access: Access }> = [
  { path: paths.prizeDetails.path, title: 'Prize Details', access: 'open' },
];
