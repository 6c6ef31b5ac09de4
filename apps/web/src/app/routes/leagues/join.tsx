import { paths } from '../../../config/paths';
import { HubPage } from '../../../features/leagues/components/hub-page';

/** /leagues/join, 'Join a League': by code or a public league (SPEC §4). */
export function Component() {
  return (
    <HubPage
      title="Join a League"
      cards={[
        {
          title: 'Invitational leagues',
          text: 'Join a league a friend or colleague has created, with the code they gave you.',
          to: paths.leaguesJoinPrivate.getHref(),
          action: 'Join an Invitational League',
        },
        {
          title: 'Public leagues',
          text: 'Be placed in a league of teams picked at random to compete against.',
          to: paths.leaguesJoinPublic.getHref(),
          action: 'Join a Public League',
        },
      ]}
    />
  );
}
