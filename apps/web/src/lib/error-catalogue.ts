// The error catalogue of SPEC §8: every text the game shows for a failed call lives here, so
// screens ask for a message by code or status instead of writing their own. The error pages'
// texts and the reading of a 400 body live beside it, in modules of their own: the shell needs
// them on every page, the codes' texts only once a call is refused.
import type { BootstrapSettings, ErrorCode } from '@ofl/api';

import { errorPageText } from './error-pages';

export { errorCode, fieldErrors } from './bad-request';
export type { BadRequest } from './bad-request';
export { errorPageText } from './error-pages';
export type { ErrorPageText } from './error-pages';

const priceChanged =
  'Unable to confirm transfers as player prices have changed. Please refresh the page and try again.';

/**
 * Texts for the codes a mutation may answer with, one for every code of the contract (the
 * compiler checks that none is missing). `{n}` is filled from game settings; null shows the
 * code itself, as the spec asks of a code without a text.
 */
export const codeMessages: Record<ErrorCode, string | null> = {
  max_length: 'Invalid code entered. Please check the code.',
  invalid:
    'Invalid code entered. Please check the code and confirm with the league administrator if you are still having problems.',
  league_closed: 'This league is closed to new entries.',
  already_joined: 'You are already entered in this league.',
  entry_banned: 'The creator of this league has banned you from entering.',
  max_private_entries:
    'You are in the maximum number of {n} invitational leagues & cups. Before you can join a new league you will need to leave one of these leagues.',
  public_league_max_exceeded: 'You may only enter {n} public leagues',
  price_changed:
    'Unable to enter squad as player prices have changed. Please refresh the page and try again.',
  transfer_cap_exceeded:
    'Unable to confirm transfers as they will take you over the limit of 20 transfers in a single Gameweek.',
  transfer_element_in_price_mismatch: priceChanged,
  transfer_element_out_price_mismatch: priceChanged,
  league_full: 'This league is full.',
  league_started: 'This league has started: its matches are made and nobody can join or leave.',
  large_leagues_forbidden:
    'This league has more than 512 teams, so its matches can be viewed for one team at a time.',
  h2h_leagues_closed: 'Head-to-head leagues cannot be created after the last deadline.',
  invalid_ko_rounds: 'Choose fewer knockout rounds.',
  nothing_to_change: 'Give at least one setting of the league to change.',
  invalid_max_entries:
    'The maximum number of teams must allow the knockout rounds and hold every member.',
  admin_cannot_leave: null,
  blank: null,
  admin_not_member: null,
  already_in_squad: null,
  cannot_ban_admin: null,
  cannot_leave: null,
  invalid_start_event: null,
  not_a_member: null,
  public_leagues_closed: null,
  budget_exceeded: null,
  captain_count: null,
  captain_is_vice_captain: null,
  captain_not_starter: null,
  chip_already_active: null,
  chip_cannot_be_cancelled: null,
  chip_unavailable: null,
  does_not_exist: null,
  duplicate_element: null,
  element_in_in_squad: null,
  element_in_unavailable: null,
  element_not_in_squad: null,
  element_out_not_in_squad: null,
  element_out_required: null,
  element_type_mismatch: null,
  entry_exists: null,
  game_over: null,
  goalkeeper_position: null,
  invalid_event: null,
  invalid_formation: null,
  invalid_position: null,
  manager_chip_required: null,
  name_change_blocked: null,
  need_elements: null,
  no_transfers_made: null,
  over_team_limit: null,
  picks_count: null,
  position_full: null,
  sub_position_locked: null,
  vice_captain_count: null,
  vice_captain_not_starter: null,
};

const isKnownCode = (code: string): code is ErrorCode => Object.hasOwn(codeMessages, code);

/** The text for a code; unknown codes, and codes without a text, are shown raw (SPEC §8). */
export function messageForCode(code: string, n?: number): string {
  const text = isKnownCode(code) ? codeMessages[code] : null;
  if (text === null) return code;
  return n === undefined ? text : text.replace('{n}', String(n));
}

/** The league limits of game settings that the join and create errors name (SPEC §8). */
export type LeagueLimits = Partial<
  Pick<BootstrapSettings, 'league_join_private_max' | 'league_join_public_max'>
>;

/**
 * The text of a failed league join or create: the catalogue's text for its code with the limit
 * filled in (the create pages word the private limit their own way), the raw code when unknown,
 * and the error page's line when the server gave no code.
 */
export function leagueErrorText(
  error: { status?: number; code?: string } | null | undefined,
  limits: LeagueLimits,
  page: 'join' | 'create' = 'join',
): string {
  const code = error?.code;
  if (!code) return errorPageText(error?.status ?? 0).lines[0]!;
  const privateMax = limits.league_join_private_max;
  if (code === 'max_private_entries' && page === 'create') {
    return `You may only enter ${privateMax} invitational leagues`;
  }
  if (code === 'max_private_entries') return messageForCode(code, privateMax);
  if (code === 'public_league_max_exceeded') {
    return messageForCode(code, limits.league_join_public_max);
  }
  return messageForCode(code);
}
