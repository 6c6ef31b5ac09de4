import { isStarter } from '@ofl/engine/picks';
import type { GameSettings, TeamPick } from '@ofl/engine';

import type { GameData } from '../../../../components/ui/pitch/game-data';
import { ListView } from '../../../../components/ui/pitch/list-view';
import type { ListRow } from '../../../../components/ui/pitch/list-view';
import { PitchView } from '../../../../components/ui/pitch/pitch-view';
import type { PitchSlot } from '../../../../components/ui/pitch/types';
import { playerSlots } from '../../../../components/ui/pitch/player-slot';
import type { LiveElement } from '../../../../lib/api/get-event-live';
import type { ScoredPick } from '../../utils/event-points';
import type { MatchState } from '../../utils/match-state';
import type { TeamView } from '../../../../components/ui/view-tabs';

/** What a pick shows: his points times the multiplier in the eleven, his own on the bench. */
export const shownPoints = (p: ScoredPick) =>
  p.multiplier > 0 ? p.points * p.multiplier : p.points;

const STAT_COLUMNS = [
  { key: 'minutes', label: 'MP', title: 'Minutes played' },
  { key: 'goals_scored', label: 'GS', title: 'Goals scored' },
  { key: 'assists', label: 'A', title: 'Assists' },
  { key: 'clean_sheets', label: 'CS', title: 'Clean sheets' },
  { key: 'bonus', label: 'B', title: 'Bonus' },
] as const;

/** The gameweek's team on the pitch or as lists, each player with his points; a tap explains them. */
export function PointsViews({
  view,
  picks,
  live,
  data,
  settings,
  matches,
  onSelect,
}: {
  view: TeamView;
  picks: readonly ScoredPick[];
  live: ReadonlyMap<number, LiveElement>;
  data: GameData;
  settings: GameSettings;
  /** Each club's match while the gameweek is live. */
  matches: ReadonlyMap<number, MatchState>;
  onSelect: (element: number) => void;
}) {
  const elements = new Map(data.elements.map((e) => [e.id, e]));
  const teams = new Map(data.teams.map((t) => [t.id, t]));
  const types = new Map(data.element_types.map((t) => [t.id, t]));
  const starting = (p: ScoredPick) => isStarter(p as unknown as TeamPick, settings);
  const starters = picks.filter((p) => starting(p) && p.element_type !== 5);
  const bench = picks.filter((p) => !starting(p) && p.element_type !== 5);
  const manager = picks.find((p) => p.element_type === 5);
  const nameOf = (p: ScoredPick) => elements.get(p.element)?.web_name ?? String(p.element);
  const matchOf = (p: ScoredPick) => matches.get(elements.get(p.element)?.team ?? 0) ?? null;
  /** His points, or his opponent and kick-off while his match is still to come. */
  const shown = (p: ScoredPick) => {
    const match = matchOf(p);
    if (match?.kind === 'waiting') return { text: match.caption, label: `plays ${match.caption}` };
    const points = shownPoints(p);
    return { text: `${points} pts`, label: `${points} points`, points };
  };
  const playingNote = (p: ScoredPick) => (matchOf(p)?.kind === 'playing' ? ', playing now' : '');

  if (view === 'list') {
    const row = (p: ScoredPick): ListRow => {
      const e = elements.get(p.element);
      const stats = live.get(p.element)?.stats;
      const cells: Record<string, string | number> = {
        pos: types.get(p.element_type)?.singular_name_short ?? '',
        pts: shown(p).points ?? shown(p).text,
      };
      for (const c of STAT_COLUMNS) cells[c.key] = Number(stats?.[c.key] ?? 0);
      return {
        key: String(p.element),
        name: nameOf(p),
        detail: teams.get(e?.team ?? 0)?.short_name ?? '',
        captain: p.is_captain,
        viceCaptain: p.is_vice_captain,
        onSelect: () => onSelect(p.element),
        selectLabel: `${nameOf(p)}, ${shown(p).label}${playingNote(p)}`,
        cells,
      };
    };
    return (
      <ListView
        groups={[
          { title: 'Starters', rows: [...(manager ? [manager] : []), ...starters].map(row) },
          { title: 'Substitutes', rows: bench.map(row) },
        ]}
        columns={[
          { key: 'pos', label: 'Pos', title: 'Position' },
          { key: 'pts', label: 'Pts', title: 'Points' },
          ...STAT_COLUMNS,
        ]}
      />
    );
  }

  const card = playerSlots(data);
  const slot = (p: ScoredPick): PitchSlot => {
    const e = elements.get(p.element);
    const name = nameOf(p);
    const { text, label } = shown(p);
    return {
      ...card(String(p.element), {
        name,
        elementType: p.element_type,
        team: e?.team ?? 0,
        names: e,
      }),
      caption: text,
      playing: matchOf(p)?.kind === 'playing',
      captain: p.is_captain,
      viceCaptain: p.is_vice_captain,
      dreamTeam: live.get(p.element)?.stats.in_dreamteam === true,
      label: `${name}, ${label}${p.is_captain ? ', captain' : ''}${p.is_vice_captain ? ', vice-captain' : ''}${playingNote(p)}`,
      onSelect: () => onSelect(p.element),
    };
  };
  return (
    <PitchView
      starters={starters.map(slot)}
      bench={bench.map(slot)}
      manager={manager ? slot(manager) : undefined}
    />
  );
}
