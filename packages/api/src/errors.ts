// The machine codes a 400 answer may carry (SPEC §8): the engine's rule codes and the server's
// own. The web's error catalogue is keyed by this union, so a code added here without a text
// there fails to compile.
import type { RuleCode } from '@ofl/engine';

/** Codes the server adds to the engine's: squads, picks, transfers, team details. */
export type ServerErrorCode =
  | 'chip_cannot_be_cancelled'
  | 'does_not_exist'
  | 'entry_exists'
  | 'game_over'
  | 'invalid_event'
  | 'name_change_blocked'
  | 'price_changed';

/** Codes of the leagues' calls (SPEC §8, and ours in docs/leagues-api.md). */
export type LeagueErrorCode =
  | 'admin_cannot_leave'
  | 'admin_not_member'
  | 'already_joined'
  | 'blank'
  | 'cannot_ban_admin'
  | 'cannot_leave'
  | 'entry_banned'
  | 'invalid'
  | 'h2h_leagues_closed'
  | 'invalid_ko_rounds'
  | 'invalid_max_entries'
  | 'invalid_start_event'
  | 'large_leagues_forbidden'
  | 'league_closed'
  | 'league_full'
  | 'league_started'
  | 'max_length'
  | 'max_private_entries'
  | 'not_a_member'
  | 'nothing_to_change'
  | 'public_league_max_exceeded'
  | 'public_leagues_closed';

/** Every code of a 400 answer. */
export type ErrorCode = RuleCode | ServerErrorCode | LeagueErrorCode;

/** One coded error of `non_field_errors` (and of a transfer's or pick's field). */
export interface CodedError {
  code: ErrorCode;
  message: string;
}

/** The body of a 4xx answer: field errors, `non_field_errors`, or `detail` (DRF shape). */
export type ErrorBody = Record<string, unknown>;
