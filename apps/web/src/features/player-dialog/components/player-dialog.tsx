import { lazy, Suspense, useState } from 'react';
import type { GameElement, GameEvent } from '@ofl/api';

import { Alert } from '../../../components/ui/alert';
import { Button } from '../../../components/ui/button';
import { Dialog } from '../../../components/ui/dialog';
import { ClubBadge } from '../../../components/ui/kit/club-badge';
import { PlayerPicture } from '../../../components/ui/kit/player-picture';
import { Tabs } from '../../../components/ui/view-tabs';
import type { GameData } from '../../../components/ui/pitch/game-data';
import { useElementSummary } from '../api/get-element-summary';
import { useEventLive } from '../../../lib/api/get-event-live';
import { fullName } from '../../../lib/player-name';
import { Ownership } from '../../../components/ownership';
import { PlayerFixturesTab } from './player-fixtures-tab';
import { PlayerHistoryTab } from './player-history-tab';
import { PlayerStats } from './player-stats';
import { PlayerPriceOutlook } from './player-price-outlook';
import './player-dialog.css';

// The price and ownership charts load with their library only once a dialog opens.
const PriceOwnershipCharts = lazy(() => import('./price-ownership-charts'));

const DETAIL_TABS = [
  ['history', 'History'],
  ['fixtures', 'Fixtures'],
] as const;
type DetailTab = (typeof DETAIL_TABS)[number][0];

/** The player dialog's width (SPEC §9); the shared dialog caps it at 90% of the screen. */
export const PLAYER_DIALOG_WIDTH = 1008;

/** A gameweek as the dialog reads it. */
export type DialogEvent = Pick<GameEvent, 'id' | 'is_next' | 'is_current' | 'finished'>;

/**
 * The player dialog (SPEC §2): photo, position, name, club and news; the stats strip; three
 * Form and three Fixtures boxes; History and Fixtures tabs; the watchlist button for a manager
 * with a team. Close button, Escape and a click outside close it (the shared dialog).
 */
export function PlayerDialog({
  element,
  data,
  events,
  watch,
  onClose,
}: {
  element: GameElement;
  data: GameData;
  events: readonly DialogEvent[];
  /** Watchlist state and toggle; left out for a visitor or a player without a team. */
  watch?: { watched: boolean; onToggle: () => void };
  onClose: () => void;
}) {
  const [tab, setTab] = useState<DetailTab>('history');
  const [added, setAdded] = useState(false);
  const summary = useElementSummary(element.id).data;
  const team = data.teams.find((t) => t.id === element.team);
  const type = data.element_types.find((t) => t.id === element.element_type);
  const name = fullName(element);
  const next = events.find((e) => e.is_next)?.id ?? events.at(-1)?.id ?? 1;
  const last = events.at(-1)?.id ?? next;
  // While a gameweek is live: who owns him, and how much his points weigh on everyone's rank.
  const current = events.find((e) => e.is_current && !e.finished);
  const live = useEventLive(current?.id ?? 0, { enabled: current !== undefined, live: true });
  const ownership = live.data?.elements.find((e) => e.id === element.id)?.ownership;

  return (
    <Dialog title={name} onClose={onClose} width={PLAYER_DIALOG_WIDTH}>
      <div className="player-dialog">
        <header className="player-dialog__header">
          <PlayerPicture player={element} kit={team?.kit} size={88} />
          <div>
            <p className="player-dialog__position">{type?.singular_name}</p>
            <p className="player-dialog__name">{name}</p>
            <p className="player-dialog__club">
              <ClubBadge kit={team?.kit} shortName={team?.short_name} size={18} /> {team?.name}
            </p>
          </div>
        </header>
        {element.news && <Alert type="info">{element.news}</Alert>}
        <PlayerStats element={element} data={data} summary={summary} next={next} />
        <PlayerPriceOutlook element={element} />
        {ownership && <Ownership ownership={ownership} />}
        {watch && (
          <div className="player-dialog__watch">
            <Button
              secondary={watch.watched}
              onClick={() => {
                setAdded(!watch.watched);
                watch.onToggle();
              }}
            >
              {watch.watched ? 'Remove from Watchlist' : 'Add to Watchlist'}
            </Button>
            {added && watch.watched && <p>View your watchlist on the transfers page.</p>}
          </div>
        )}
        <Tabs tabs={DETAIL_TABS} value={tab} onChange={setTab} label="Player detail" />
        {tab === 'history' ? (
          <>
            {summary && (
              <Suspense fallback={null}>
                <PriceOwnershipCharts summary={summary} />
              </Suspense>
            )}
            <PlayerHistoryTab element={element} data={data} summary={summary} />
          </>
        ) : (
          <PlayerFixturesTab
            element={element}
            data={data}
            fixtures={summary?.fixtures ?? []}
            from={next}
            last={last}
          />
        )}
      </div>
    </Dialog>
  );
}
