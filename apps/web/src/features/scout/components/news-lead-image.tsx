import type { Bootstrap, NewsItem } from '@ofl/api';

import { PlayerPicture } from '../../../components/ui/kit/player-picture';
import { Shirt } from '../../../components/ui/kit/shirt';

/**
 * An article's lead image, of our own making: the shirt of the player it is about (his initials
 * on it) or of its club, beside the headline, on the pitch's green. Decorative: the headline is
 * the article's title, read once.
 */
export function NewsLeadImage({
  item,
  data,
}: {
  item: NewsItem;
  /** The game's players and clubs, once loaded. */
  data?: Pick<Bootstrap, 'elements' | 'teams'>;
}) {
  const playerId = item.references.find((r) => r.type === 'player')?.id;
  const player = data?.elements.find((e) => e.id === playerId);
  const teamId = player?.team ?? item.references.find((r) => r.type === 'team')?.id;
  const team = data?.teams.find((t) => t.id === teamId);
  return (
    <div
      className="news-lead"
      aria-hidden="true"
      data-about={player ? 'player' : team ? 'team' : 'none'}
    >
      <span className="news-lead__shirt">
        {player ? (
          <PlayerPicture player={player} kit={team?.kit} size={112} decorative />
        ) : (
          <Shirt kit={team?.kit} size={112} />
        )}
      </span>
      <span className="news-lead__headline">{item.title}</span>
    </div>
  );
}
