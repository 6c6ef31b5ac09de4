import { paths } from '../../../config/paths';
import { HubPage } from '../../../features/leagues/components/hub-page';

/** /leagues/create, 'Choose a League Type': classic or head-to-head (SPEC §4). */
export function Component() {
  return (
    <HubPage
      title="Choose a League Type"
      cards={[
        {
          title: 'Classic',
          text: 'Teams are ranked by their total points over the season, with an optional cup.',
          to: paths.leaguesCreateClassic.getHref(),
          action: 'Create a Classic League',
        },
        {
          title: 'Head-to-Head',
          text: 'Teams play one another each gameweek and earn points for a win or a draw.',
          to: paths.leaguesCreateH2h.getHref(),
          action: 'Create a Head-to-Head League',
        },
      ]}
    />
  );
}
