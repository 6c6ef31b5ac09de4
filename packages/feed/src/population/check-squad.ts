// Test helper: the engine's own squad and picks checks applied to a simulated manager's team.
import {
  squadFromMembers,
  squadIssues,
  validatePicks,
  type GameSettings,
  type Money,
  type OwnedElement,
  type TeamPick,
} from '@ofl/engine';

/**
 * Every rule the squad and picks break: 15 players in the right positions, within `budget`
 * (prices as paid), within the club limit, and a valid eleven with both armbands.
 */
export function squadAndPicksViolations(
  squad: readonly OwnedElement[],
  picks: readonly TeamPick[],
  settings: GameSettings,
  budget: Money,
): { code: string; message: string }[] {
  const members = squad.map((p) => ({
    element: p.element,
    element_type: p.element_type,
    team: p.team,
    price: p.purchase_price,
    web_name: String(p.element),
  }));
  const slots = squadFromMembers(settings, members);
  const fitted = slots.filter((s) => s !== null).length;
  // A test check, not a rule a manager meets: its code stays outside the engine's RuleCode.
  const missing: { code: string; message: string }[] =
    fitted === squad.length ? [] : [{ code: 'slots', message: 'a member did not fit a slot' }];
  return [
    ...missing,
    ...squadIssues(slots, { settings, budget }).violations,
    ...validatePicks(picks, squad, settings),
  ];
}
