// Squad selection (POST entry-create/): a new entry's fifteen (or a returning one's, kept from
// last season without picks), checked by the engine, stored with its first lineup for the
// gameweek being planned.
import type { z } from 'zod';
import type { CodedError, EntryCreateBody } from '@ofl/api';
import {
  addToSquad,
  defaultLineup,
  emptySquad,
  money,
  nextFreeTransfers,
  squadIssues,
  squadMembers,
  type ElementId,
  type RuleViolation,
  type SquadMember,
  type SquadSlots,
  savedMultipliers,
} from '@ofl/engine';
import {
  bumpDataVersion,
  insertNewEntry,
  insertPicksRow,
  joinEntryGeneralLeagues,
  restartEntry,
  userEntryForUpdate,
  type Db,
} from '@ofl/db';
import { HttpError } from '../../errors';
import { checkFavouriteTeam } from '../entry/entry-update';
import { factsOf } from './picks-rows';
import { loadGameRules, openEvent, violationsError } from './squads-rules';

/** What POST entry-create sends, parsed by its schema (the terms are agreed). */
export type CreateEntryRequest = z.output<typeof EntryCreateBody>;

/** SPEC §8: the client shows this for price_changed and asks for a refresh. */
export const PRICE_CHANGED =
  'Unable to enter squad as player prices have changed. Please refresh the page and try again.';

/**
 * Creates the entry and its first picks in one transaction, or throws a 400 and stores nothing:
 * one entry per user, a real favourite club, every price the current one (price_changed), and a
 * squad the engine accepts (no duplicate, quotas, club limit, budget, fifteen players).
 */
export async function createEntry(db: Db, userId: number, request: CreateEntryRequest, now: Date) {
  try {
    return await insertEntry(db, userId, request, now);
  } catch (error) {
    // Two entries sent at once for one user: the unique user_id lets one through.
    if (
      (error as { code?: string; cause?: { code?: string } }).code === '23505' ||
      (error as { cause?: { code?: string } }).cause?.code === '23505'
    ) {
      throw violationsError([ENTRY_EXISTS]);
    }
    throw error;
  }
}

const ENTRY_EXISTS: CodedError = { code: 'entry_exists', message: 'You already have a team' };

async function insertEntry(db: Db, userId: number, request: CreateEntryRequest, now: Date) {
  return db.transaction(async (tx) => {
    const rules = await loadGameRules(tx);
    const event = openEvent(rules, now);
    // An entry kept from last season and without picks this season picks its new squad here.
    const existing = await userEntryForUpdate(tx, userId);
    if (existing?.picked) {
      throw violationsError([ENTRY_EXISTS]);
    }
    await checkFavouriteTeam(tx, request.favourite_team);
    const facts = factsOf(
      rules.players,
      request.picks.map((p) => p.element),
    );
    const pickErrors = request.picks.map((p) => {
      const element = facts.get(p.element);
      if (!element) {
        return {
          element: [
            {
              code: 'does_not_exist',
              message: `Invalid pk "${p.element}" - object does not exist.`,
            },
          ],
        };
      }
      if (element.now_cost !== p.purchase_price) {
        return { purchase_price: [{ code: 'price_changed', message: PRICE_CHANGED }] };
      }
      return {};
    });
    if (pickErrors.some((e) => Object.keys(e).length > 0)) {
      throw new HttpError(400, { picks: pickErrors });
    }

    let slots: SquadSlots = emptySquad(rules.settings);
    const violations: RuleViolation[] = [];
    for (const pick of request.picks) {
      const e = facts.get(pick.element)!;
      const member: SquadMember = {
        element: e.id as ElementId,
        element_type: e.element_type,
        team: e.team,
        price: e.now_cost,
        web_name: e.web_name,
      };
      const change = addToSquad(slots, member, {
        settings: rules.settings,
        managerChipActive: false,
      });
      if (change.ok) slots = change.slots;
      else if (!violations.some((v) => v.code === change.violation.code)) {
        violations.push(change.violation);
      }
    }
    const issues = squadIssues(slots, {
      settings: rules.settings,
      budget: money(rules.settings.squad_total_spend),
      teamNames: rules.teamNames,
    });
    violations.push(...issues.violations);
    if (violations.length > 0) throw violationsError(violations);

    const values = {
      name: request.name,
      favouriteTeam: request.favourite_team,
      startedEvent: event,
      emailOptIn: request.email,
      bank: issues.remaining,
      freeTransfers: nextFreeTransfers(null, 0, rules.settings),
    };
    const entry = existing
      ? await restartEntry(tx, existing.id, values)
      : await insertNewEntry(tx, { userId, ...values, createdAt: now });
    const lineup = defaultLineup(squadMembers(slots), rules.settings);
    await insertPicksRow(tx, {
      entryId: entry!.id,
      event,
      elements: lineup.map((p) => p.element),
      purchasePrices: lineup.map((p) => facts.get(p.element)!.now_cost),
      multipliers: savedMultipliers(lineup, rules.settings, null),
      captain: lineup.find((p) => p.is_captain)!.element,
      viceCaptain: lineup.find((p) => p.is_vice_captain)!.element,
      bank: issues.remaining,
      updatedAt: now,
    });
    await joinEntryGeneralLeagues(tx, entry!.id);
    // bootstrap-static counts the players (total_players), so public payloads are stale now.
    await bumpDataVersion(tx);
    return {
      id: entry!.id,
      name: entry!.name,
      favourite_team: entry!.favouriteTeam,
      started_event: entry!.startedEvent,
      bank: entry!.bank,
      email: entry!.emailOptIn,
    };
  });
}
