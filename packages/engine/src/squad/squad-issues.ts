// The four squad checks of SPEC §5: budgetExceeded, needElements, overTeamLimit, noTransfersMade.
import type { GameSettings } from '../game-settings';
import { playingElementTypes } from '../game-settings';
import type { Money, TeamId } from '../types';
import { money } from '../types';
import { squadMembers } from './slots';
import type { RuleViolation, SquadSlots } from './types';

/** Chips that lift the club limit to the whole squad (SPEC §5: 'limit equals the squad size under uteam'). */
const NO_TEAM_LIMIT_CHIPS: ReadonlySet<string> = new Set(['uteam']);

/** What the checks need besides the slots. */
export interface SquadCheckContext {
  readonly settings: GameSettings;
  /** Money to spend on the whole squad: squad_total_spend for a new squad, else bank plus selling prices. */
  readonly budget: Money;
  /** Club names for the over-limit message; the club id is used when a name is missing. */
  readonly teamNames?: Readonly<Record<number, string>>;
  /** The active or proposed chip, if any (uteam lifts the club limit). */
  readonly chip?: string | null;
  /** In transfers mode, the saved squad's element ids; a squad equal to it has made no transfers. */
  readonly savedElements?: readonly number[];
}

/** The outcome of the squad checks; the squad is valid only when `violations` is empty. */
export interface SquadIssues {
  readonly budgetExceeded: boolean;
  readonly needElements: boolean;
  /** Clubs with more players than the limit, in the order they first appear. */
  readonly overTeamLimit: readonly TeamId[];
  readonly noTransfersMade: boolean;
  /** Money left after paying for every member; below 0 means the budget is exceeded. */
  readonly remaining: Money;
  /** Players selected, out of `squadSize` (the Assistant Manager is not counted). */
  readonly selected: number;
  readonly squadSize: number;
  readonly violations: readonly RuleViolation[];
}

/** The most players one club may have in a squad: squad_team_limit, or the squad size under uteam. */
export function teamLimitFor(settings: GameSettings, chip?: string | null): number {
  return chip && NO_TEAM_LIMIT_CHIPS.has(chip)
    ? settings.squad_squadsize
    : settings.squad_team_limit;
}

/** Money left once every member is paid for. */
export function remainingBudget(slots: SquadSlots, budget: Money): Money {
  return money(squadMembers(slots).reduce((left, m) => left - m.price, budget as number));
}

/** Clubs over the limit; the Assistant Manager counts toward his club too (game-rules §3.1). */
export function clubsOverLimit(slots: SquadSlots, limit: number): TeamId[] {
  const counts = new Map<TeamId, number>();
  for (const m of squadMembers(slots)) counts.set(m.team, (counts.get(m.team) ?? 0) + 1);
  return [...counts].filter(([, n]) => n > limit).map(([team]) => team);
}

/** Runs the four squad checks and returns each flag with its violation. */
export function squadIssues(slots: SquadSlots, context: SquadCheckContext): SquadIssues {
  const { settings } = context;
  const playing = new Set(playingElementTypes(settings).map((t) => t.id));
  const selected = squadMembers(slots).filter((m) => playing.has(m.element_type)).length;
  const remaining = remainingBudget(slots, context.budget);
  const overTeamLimit = clubsOverLimit(slots, teamLimitFor(settings, context.chip));
  const noTransfersMade =
    context.savedElements !== undefined && sameElements(slots, context.savedElements);
  const violations: RuleViolation[] = [];
  if (remaining < 0) {
    violations.push({ code: 'budget_exceeded', message: 'You have exceeded your budget' });
  }
  if (selected < settings.squad_squadsize) {
    violations.push({
      code: 'need_elements',
      message: `Players Selected ${selected} / ${settings.squad_squadsize}`,
    });
  }
  if (overTeamLimit.length > 0) {
    const names = overTeamLimit.map((t) => context.teamNames?.[t] ?? String(t)).join(', ');
    violations.push({
      code: 'over_team_limit',
      message: `Too many players selected from ${names}`,
    });
  }
  if (noTransfersMade) {
    violations.push({ code: 'no_transfers_made', message: 'You have not made any transfers' });
  }
  return {
    budgetExceeded: remaining < 0,
    needElements: selected < settings.squad_squadsize,
    overTeamLimit,
    noTransfersMade,
    remaining,
    selected,
    squadSize: settings.squad_squadsize,
    violations,
  };
}

function sameElements(slots: SquadSlots, saved: readonly number[]): boolean {
  const now = squadMembers(slots).map((m) => m.element as number);
  const before = new Set(saved);
  return now.length === before.size && now.every((e) => before.has(e));
}
