// Shapes of the simulated population: plain data in and out, so the runner can store them as rows.
import type {
  ChipDefinition,
  ChipName,
  ElementTypeId,
  GameSettings,
  Money,
  OwnedElement,
  TeamPick,
  TransferRequest,
} from '@ofl/engine';

// Section: the world the managers see

/**
 * A player as the managers see him: the bootstrap fields a real manager reads. `form` and
 * `selected_by_percent` may come as FPL's strings or as numbers; missing ones count as 0.
 */
export interface PopulationElement {
  readonly id: number;
  readonly element_type: ElementTypeId;
  readonly team: number;
  readonly now_cost: number;
  readonly web_name: string;
  /** FPL availability: 'a' available, 'd' doubtful, 'i' injured, 's' suspended, 'u', 'n'. */
  readonly status: string;
  readonly chance_of_playing_next_round?: number | null;
  readonly can_transact?: boolean;
  readonly can_select?: boolean;
  readonly removed?: boolean;
  readonly total_points?: number;
  readonly form?: number | string;
  readonly selected_by_percent?: number | string;
}

/** A club: only its id and name matter to a manager. */
export interface PopulationTeam {
  readonly id: number;
  readonly name: string;
}

/** A fixture of the gameweek being planned, with FPL's difficulty ratings. */
export interface PopulationFixture {
  readonly event: number | null;
  readonly team_h: number;
  readonly team_a: number;
  readonly team_h_difficulty: number;
  readonly team_a_difficulty: number;
}

/** A chip the manager may play this gameweek, with its window (a `bootstrap-static.chips[]` row). */
export type ChipWindow = Pick<ChipDefinition, 'name' | 'start_event' | 'stop_event'>;

// Section: managers

/** When a manager plays his chips: at the first good moment, waiting for a double, or at the end. */
export type ChipTiming = 'early' | 'planner' | 'late';

/** How a manager behaves, each figure in [0, 1]. */
export interface HabitProfile {
  /** Chance that he looks at his team in a given week (a flagged player raises it). */
  readonly activity: number;
  /** Willingness to pay -4 for a transfer beyond the free ones. */
  readonly hitAppetite: number;
  /** 1 follows the crowd's picks and captain; 0 looks for differentials. */
  readonly template: number;
  readonly chipTiming: ChipTiming;
}

/** A simulated manager as created: who he is, how he plays, and his first squad and picks. */
export interface SimManager {
  /** The team name, at most 20 characters, unique within one population. */
  readonly name: string;
  readonly player_first_name: string;
  readonly player_last_name: string;
  /** A club id, or null for the few who support nobody. */
  readonly favourite_team: number | null;
  readonly habits: HabitProfile;
  readonly squad: OwnedElement[];
  readonly bank: Money;
  /** Positions 1-15 with captain, vice-captain and multipliers. */
  readonly picks: TeamPick[];
}

/** What `createManagers` needs. */
export interface CreateManagersOptions {
  readonly seed: number;
  readonly count: number;
  readonly elements: readonly PopulationElement[];
  readonly teams: readonly PopulationTeam[];
  readonly settings: GameSettings;
  /** Money for the first squad; squad_total_spend when left out. */
  readonly budget?: Money;
  /** The first gameweek's fixtures, so the opening picks follow them; none means all equal. */
  readonly fixtures?: readonly PopulationFixture[];
  /** The first gameweek (1 unless managers join late). */
  readonly event?: number;
}

// Section: planning a gameweek

/** What a manager knows before a deadline. */
export interface PlanGameweekInput {
  /** Any integer; use a different one per manager (mix in the entry id). */
  readonly seed: number;
  readonly manager: Pick<SimManager, 'habits' | 'favourite_team'>;
  readonly squad: readonly OwnedElement[];
  readonly bank: Money;
  /** Free transfers for this gameweek; null while unlimited (the entry's first gameweek). */
  readonly freeTransfers: number | null;
  readonly event: number;
  readonly elements: readonly PopulationElement[];
  /** The fixtures of this gameweek (others are ignored). */
  readonly fixtures: readonly PopulationFixture[];
  /** The chips available to this entry this gameweek (the engine's `chipStatus` says which). */
  readonly chipsAvailable: readonly ChipWindow[];
  readonly settings: GameSettings;
}

/** A manager's decisions for one deadline; each passes the engine's checks. */
export interface GameweekPlan {
  readonly chip: ChipName | null;
  readonly transfers: TransferRequest[];
  /** The squad after the transfers (under Free Hit, for this gameweek only). */
  readonly squad: OwnedElement[];
  readonly bank: Money;
  /** Points the transfers cost (4 per transfer beyond the free ones). */
  readonly cost: number;
  readonly picks: TeamPick[];
}
