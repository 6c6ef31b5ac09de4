import { useMemo, useState } from 'react';
import type { GameSettings } from '@ofl/engine';
import type { Fixture, GameElement } from '@ofl/api';

import { Alert } from '../../../../components/ui/alert';
import { Button } from '../../../../components/ui/button';
import { DataTable } from '../../../../components/ui/data-table';
import { Tabs } from '../../../../components/ui/view-tabs';
import type { GameData } from '../../../../components/ui/pitch/game-data';
import type { MyTeam } from '../../../../lib/api/get-my-team';
import { formatMoney } from '../../../../lib/money';
import { useSeasonFixtures } from '../../api/get-season-fixtures';
import { fixtureTicker } from '../../utils/fixture-ticker';
import { readPlan, writePlan, type StoredPlan } from '../../utils/plan-storage';
import {
  PLAN_PROBLEMS,
  projectPlan,
  type HeldPlayer,
  type PlanPlayer,
} from '../../utils/project-plan';
import { PlayerComparison } from './player-comparison';
import { TickerMatches } from './ticker-matches';
import './planner.css';

/** Gameweeks the planner looks ahead, the next one included. */
export const PLAN_WEEKS = 5;

/**
 * The Transfers page's planner: the next five gameweeks' fixtures beside every player, planned
 * transfers for each of those gameweeks with free transfers and bank carried forward by the
 * engine's rules, kept in this browser; and the comparison of two to four players.
 */
export default function TransferPlanner({
  entryId,
  team,
  data,
  settings,
  event,
  lastEvent,
}: {
  entryId: number;
  team: MyTeam;
  data: GameData;
  settings: GameSettings;
  /** The next gameweek, the first of the plan. */
  event: number;
  /** The season's last gameweek: the plan stops there. */
  lastEvent: number;
}) {
  const [plan, setPlan] = useState<StoredPlan>(() => readPlan(entryId, event));
  const [week, setWeek] = useState(String(event));
  const [out, setOut] = useState('');
  const [into, setInto] = useState('');
  const fixtures = useSeasonFixtures().data ?? [];
  const events = Array.from(
    { length: Math.min(PLAN_WEEKS, lastEvent - event + 1) },
    (_, i) => event + i,
  );
  const players = useMemo(() => new Map(data.elements.map((e) => [e.id, e])), [data.elements]);
  const shortName = (id: number) => data.teams.find((t) => t.id === id)?.short_name ?? '';
  const tickerOf = (club: number) => fixtureTicker(club, fixtures as readonly Fixture[], events);
  const position = (type: number) =>
    data.element_types.find((t) => t.id === type)?.singular_name_short ?? '';

  const weeks = projectPlan(
    {
      event,
      bank: team.transfers.bank,
      limit: team.transfers.limit,
      made: team.transfers.made,
      squad: team.picks.map((p) => ({
        element: p.element,
        purchase_price: p.purchase_price,
        selling_price: p.selling_price,
      })),
    },
    plan,
    players as ReadonlyMap<number, PlanPlayer>,
    settings,
    events.length,
  );
  const chosen = Number(week);
  const index = Math.max(0, events.indexOf(chosen));
  const current = weeks[index];
  // The squad a gameweek's transfers start from: the one the gameweek before left.
  const before =
    index === 0 ? team.picks.map((p) => p.element) : weeks[index - 1]!.squad.map((p) => p.element);
  const after = current?.squad ?? [];
  const outPlayer = players.get(Number(out));
  const candidates = outPlayer
    ? data.elements
        .filter(
          (e) =>
            e.element_type === outPlayer.element_type &&
            !after.some((p) => p.element === e.id) &&
            e.can_select !== false,
        )
        .sort((a, b) => b.total_points - a.total_points)
    : [];

  const save = (next: StoredPlan) => {
    setPlan(next);
    writePlan(entryId, next);
  };
  const addMove = () => {
    if (!outPlayer || !players.get(Number(into))) return;
    save({ ...plan, [chosen]: [...(plan[chosen] ?? []), { out: outPlayer.id, in: Number(into) }] });
    setOut('');
    setInto('');
  };
  const removeMove = (at: number) =>
    save({ ...plan, [chosen]: (plan[chosen] ?? []).filter((_, i) => i !== at) });
  const name = (id: number) => players.get(id)?.web_name ?? String(id);
  const label = (e: GameElement) =>
    `${e.web_name} (${shortName(e.team)}) ${formatMoney(e.now_cost)}`;

  if (!current) return null;
  return (
    <section className="page planner" aria-labelledby="planner-title">
      <h2 id="planner-title">Planner</h2>
      <p className="planner__intro">
        Plan transfers for the coming gameweeks: free transfers and the bank carry forward by the
        game's rules. The plan is kept in this browser only; nothing is sent until you make
        transfers above.
      </p>
      <DataTable
        label="The plan by gameweek"
        className="planner__summary"
        rows={weeks}
        rowKey={(w) => w.event}
        columns={[
          { header: 'GW', rowHeader: true, cell: (w) => `GW${w.event}` },
          {
            header: <abbr title="Free transfers">Free</abbr>,
            numeric: true,
            cell: (w) => w.free ?? 'Unlimited',
          },
          { header: 'Transfers', numeric: true, cell: (w) => w.transfers },
          { header: 'Cost', numeric: true, cell: (w) => `${w.cost ? -w.cost : 0} pts` },
          {
            header: <abbr title="Bank after the transfers">Bank</abbr>,
            numeric: true,
            cell: (w) => formatMoney(w.bank),
          },
        ]}
      />
      <Tabs
        tabs={events.map((e) => [String(e), `GW${e}`] as const)}
        value={String(events[index])}
        onChange={(value) => {
          setWeek(value);
          setOut('');
          setInto('');
        }}
        label="Gameweek planned"
      />
      <div className="planner__week">
        {current.problems.map((problem) => (
          <Alert key={problem} type="error">
            {PLAN_PROBLEMS[problem]}
          </Alert>
        ))}
        <div className="planner__form">
          <div className="field">
            <label htmlFor="planner-out">Player out</label>
            <select
              id="planner-out"
              value={out}
              onChange={(e) => {
                setOut(e.target.value);
                setInto('');
              }}
            >
              <option value="">Choose a player</option>
              {after.map((p) => {
                const e = players.get(p.element);
                return e ? (
                  <option key={p.element} value={p.element}>
                    {position(e.element_type)} {e.web_name} ({shortName(e.team)}) sells{' '}
                    {formatMoney(p.selling_price)}
                  </option>
                ) : null;
              })}
            </select>
          </div>
          <div className="field">
            <label htmlFor="planner-in">Player in</label>
            <select
              id="planner-in"
              value={into}
              disabled={!outPlayer}
              onChange={(e) => setInto(e.target.value)}
            >
              <option value="">
                {outPlayer ? 'Choose a player' : 'Choose a player out first'}
              </option>
              {candidates.map((e) => (
                <option key={e.id} value={e.id}>
                  {label(e)}
                </option>
              ))}
            </select>
          </div>
          <Button onClick={addMove} disabled={!outPlayer || !into}>
            Plan transfer
          </Button>
        </div>
        <h3 className="planner__subtitle">Planned for GW{current.event}</h3>
        {(plan[current.event] ?? []).length === 0 ? (
          <p>No transfers planned for this gameweek.</p>
        ) : (
          <ul className="planner__moves">
            {(plan[current.event] ?? []).map((move, i) => (
              <li key={`${move.out}-${move.in}-${i}`}>
                <span>
                  {name(move.out)} → {name(move.in)}
                </span>
                <Button secondary onClick={() => removeMove(i)}>
                  Remove
                  <span className="visually-hidden">
                    {' '}
                    {name(move.out)} → {name(move.in)}
                  </span>
                </Button>
              </li>
            ))}
          </ul>
        )}
        <h3 className="planner__subtitle" id="planner-squad-title">
          Squad after GW{current.event} transfers, with the next fixtures
        </h3>
        <DataTable
          labelledBy="planner-squad-title"
          className="ticker"
          rows={after}
          rowKey={(p) => p.element}
          rowClassName={(p) => (before.includes(p.element) ? undefined : 'planner__new')}
          columns={[
            {
              header: 'Player',
              rowHeader: true,
              cell: (p) => {
                const e = players.get(p.element);
                return (
                  <>
                    <span className="planner__position">{position(e?.element_type ?? 0)}</span>{' '}
                    <span className="planner__name">{name(p.element)}</span>
                  </>
                );
              },
            },
            {
              header: 'Price',
              numeric: true,
              cell: (p) => formatMoney(players.get(p.element)?.now_cost ?? 0),
            },
            ...events.map((e, i) => ({
              header: `GW${e}`,
              cell: (p: HeldPlayer) => (
                <TickerMatches
                  matches={tickerOf(players.get(p.element)?.team ?? 0)[i] ?? []}
                  shortName={shortName}
                />
              ),
            })),
          ]}
        />
        {Object.keys(plan).length > 0 && (
          <Button secondary onClick={() => save({})}>
            Clear the plan
          </Button>
        )}
      </div>
      <PlayerComparison data={data} fixtures={fixtures} events={events} />
    </section>
  );
}
