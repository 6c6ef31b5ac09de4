// The planner's plan is kept in the browser (localStorage), per team: nothing about it is sent.
import type { PlannedMove } from './project-plan';

/** The planned transfers of each gameweek, by gameweek. */
export type StoredPlan = Record<number, PlannedMove[]>;

const key = (entry: number) => `ofl-planner:${entry}`;

const isMove = (value: unknown): value is PlannedMove =>
  typeof value === 'object' &&
  value !== null &&
  Number.isInteger((value as PlannedMove).out) &&
  Number.isInteger((value as PlannedMove).in);

/**
 * The plan kept for a team, without the gameweeks before `from` (their deadline has passed).
 * Whatever is not a plan (an old format, a hand edit) reads as an empty one.
 */
export function readPlan(entry: number, from: number, storage: Storage = localStorage): StoredPlan {
  let parsed: unknown;
  try {
    parsed = JSON.parse(storage.getItem(key(entry)) ?? '{}');
  } catch {
    return {};
  }
  if (typeof parsed !== 'object' || parsed === null) return {};
  const plan: StoredPlan = {};
  for (const [event, moves] of Object.entries(parsed)) {
    const gameweek = Number(event);
    if (!Number.isInteger(gameweek) || gameweek < from || !Array.isArray(moves)) continue;
    const valid = moves.filter(isMove);
    if (valid.length > 0) plan[gameweek] = valid;
  }
  return plan;
}

/** Keeps the plan for the team; an empty plan is removed. */
export function writePlan(entry: number, plan: StoredPlan, storage: Storage = localStorage): void {
  const weeks = Object.entries(plan).filter(([, moves]) => moves.length > 0);
  if (weeks.length === 0) storage.removeItem(key(entry));
  else storage.setItem(key(entry), JSON.stringify(Object.fromEntries(weeks)));
}
