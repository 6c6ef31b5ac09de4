import { formationName, isStarter } from '@ofl/engine/picks';
import type { GameSettings } from '@ofl/engine';

import type { GameData } from '../../../components/ui/pitch/game-data';
import { availabilityOf } from '../../../components/ui/availability/availability';
import { ListView } from '../../../components/ui/pitch/list-view';
import { PitchView } from '../../../components/ui/pitch/pitch-view';
import type { PitchSlot } from '../../../components/ui/pitch/types';
import { playerSlots } from '../../../components/ui/pitch/player-slot';
import type { TeamPitchPick } from '../hooks/use-pick-team';
import type { TeamView } from '../../../components/ui/view-tabs';

/** Each club's fixture caption, or where the fixtures stand while there are none to show. */
export type FixtureCaptions = ReadonlyMap<number, string> | 'loading' | 'failed';

/** A placeholder while the fixtures load: never a wrong value. */
const PENDING = (
  <span className="pitch-card__pending">
    <span className="visually-hidden">Loading</span>
  </span>
);

const STATE_WORDS = {
  instigator: ', selected to switch',
  target: ', can switch',
  invalid: '',
  '': '',
};

/** The team on the pitch (by formation, bench below) or as Starters and Substitutes tables. */
export function PickTeamViews({
  view,
  picks,
  data,
  settings,
  fixtures,
  onSelect,
}: {
  view: TeamView;
  picks: readonly TeamPitchPick[];
  data: GameData;
  settings: GameSettings;
  fixtures: FixtureCaptions;
  onSelect: (element: number) => void;
}) {
  const elements = new Map(data.elements.map((e) => [e.id, e]));
  const teams = new Map(data.teams.map((t) => [t.id, t]));
  const types = new Map(data.element_types.map((t) => [t.id, t]));
  const starters = picks.filter((p) => isStarter(p, settings));
  const bench = picks.filter((p) => !isStarter(p, settings) && p.element_type !== 5);
  const manager = picks.find((p) => p.element_type === 5);
  // A club with no match in the gameweek shows 'None'; a failure leaves the captions out.
  const fixtureOf = (team: number) =>
    typeof fixtures === 'string' ? undefined : (fixtures.get(team) ?? 'None');

  if (view === 'list') {
    const row = (p: TeamPitchPick) => {
      const e = elements.get(p.element);
      return {
        key: String(p.element),
        name: e?.web_name ?? String(p.element),
        detail: teams.get(e?.team ?? 0)?.short_name ?? '',
        captain: p.is_captain,
        viceCaptain: p.is_vice_captain,
        availability: availabilityOf(e),
        onSelect: () => onSelect(p.element),
        selectLabel: e?.web_name ?? String(p.element),
        cells: {
          pos: types.get(p.element_type)?.singular_name_short ?? '',
          form: e?.form ?? '',
          gw: e?.event_points ?? 0,
          pts: e?.total_points ?? 0,
          fix: fixtures === 'loading' ? PENDING : fixtureOf(e?.team ?? 0),
        },
      };
    };
    return (
      <ListView
        groups={[
          { title: 'Starters', rows: starters.map(row) },
          { title: 'Substitutes', rows: bench.map(row) },
        ]}
        columns={[
          { key: 'pos', label: 'Pos', title: 'Position' },
          { key: 'form', label: 'Form' },
          { key: 'gw', label: 'GW points', title: 'Gameweek points' },
          { key: 'pts', label: 'Pts', title: 'Total points' },
          { key: 'fix', label: 'Fix', title: 'Next fixture' },
        ]}
      />
    );
  }

  const card = playerSlots(data);
  const slot = (p: TeamPitchPick): PitchSlot => {
    const e = elements.get(p.element);
    const name = e?.web_name ?? String(p.element);
    return {
      ...card(String(p.element), {
        name,
        elementType: p.element_type,
        team: e?.team ?? 0,
        availability: availabilityOf(e),
        names: e,
      }),
      caption: fixtureOf(e?.team ?? 0),
      captionPending: fixtures === 'loading',
      captain: p.is_captain,
      viceCaptain: p.is_vice_captain,
      dreamTeam: e?.in_dreamteam,
      state: p.subStatus,
      label: `${name}${p.is_captain ? ', captain' : ''}${p.is_vice_captain ? ', vice-captain' : ''}${STATE_WORDS[p.subStatus]}`,
      onSelect: () => onSelect(p.element),
    };
  };
  const benchLabels = bench.map((p, i) =>
    types.get(p.element_type)?.sub_positions_locked?.includes(p.position)
      ? (types.get(p.element_type)?.singular_name_short ?? '')
      : String(i),
  );
  return (
    <PitchView
      starters={starters.map(slot)}
      bench={bench.map(slot)}
      manager={manager ? slot(manager) : undefined}
      benchLabels={benchLabels}
      footer={
        <p className="pick-team__formation">
          Formation{' '}
          <strong>
            {formationName(
              starters.map((p) => p.element_type),
              settings,
            )}
          </strong>
        </p>
      }
    />
  );
}
