import { paths } from '../../../config/paths';
import { HubPage } from '../../../features/leagues/components/hub-page';

/** /leagues/create-join, the hub that leads to creating or joining a league (SPEC §4). */
export function Component() {
  return (
    <HubPage
      title="Create and Join Leagues"
      cards={[
        {
          title: 'Create a new league',
          text: 'Set up a league for your friends, family or colleagues and invite them with its code.',
          to: paths.leaguesCreate.getHref(),
          action: 'Create a league',
        },
        {
          title: 'Join a league',
          text: 'Join a league a friend has created with its code, or a public league of teams picked at random.',
          to: paths.leaguesJoin.getHref(),
          action: 'Join a league',
        },
      ]}
    />
  );
}
