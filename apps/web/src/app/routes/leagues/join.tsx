import { paths } from '../../../config/paths';
import { LinkCards } from '../../../features/leagues/components/link-cards';

/** /leagues/join, 'Join a League': by code or a public league (SPEC §4). */
export function Component() {
  return (
    <section className="page">
      <h1>Join a League</h1>
      <LinkCards
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
    </section>
  );
}
