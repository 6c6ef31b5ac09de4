import { squadSlotTypes } from '@ofl/engine/squad';
import type { GameSettings, SquadMember } from '@ofl/engine';

import { availabilityOf } from '../../../components/ui/availability/availability';
import { playerSlots } from '../../../components/ui/pitch/player-slot';
import { ListView } from '../../../components/ui/pitch/list-view';
import type { ListRow } from '../../../components/ui/pitch/list-view';
import { PitchView } from '../../../components/ui/pitch/pitch-view';
import type { PitchSlot, TransferMark } from '../../../components/ui/pitch/types';
import type { GameData } from '../../../components/ui/pitch/game-data';
import { formatMoney } from '../../../lib/money';
import type { TransfersPlan } from '../hooks/use-transfers-plan';
import type { TeamView } from '../../../components/ui/view-tabs';

/**
 * The plan in pitch or list view. A saved player is removed by choosing him and restored by
 * choosing him again; a player proposed in is removed the same way. The information button of
 * each player opens the player dialog.
 */
export function TransfersViews({
  view,
  plan,
  data,
  settings,
  onRemoved,
  onInfo,
}: {
  view: TeamView;
  plan: TransfersPlan;
  data: GameData;
  settings: GameSettings;
  /** Called with the position of a player just removed, so the list can show his kind. */
  onRemoved: (elementType: number) => void;
  onInfo: (element: number) => void;
}) {
  const types = squadSlotTypes(settings);
  const typeById = new Map(data.element_types.map((t) => [t.id, t]));
  const teams = new Map(data.teams.map((t) => [t.id, t]));
  const cards = types.flatMap((type, i) => {
    const state = plan.stateOf(i);
    // A removed slot still shows the player sold, faded, so he can be restored.
    const member: SquadMember | null =
      state === 'removed' ? plan.saved[i]! : (plan.slots[i] ?? null);
    const kind = typeById.get(type);
    if (!member) return [];
    const slot = i + 1;
    const mark: TransferMark | undefined =
      state === 'original' ? undefined : (state as TransferMark);
    const action =
      state === 'removed'
        ? { label: `Restore ${member.web_name}`, run: () => plan.restore(slot) }
        : {
            label: `Remove ${member.web_name}`,
            run: () => {
              plan.remove(slot);
              onRemoved(type);
            },
          };
    return [{ i, type, kind, member, mark, action }];
  });

  if (view === 'list') {
    const rows: ListRow[] = cards.map(({ member, kind, mark, action }) => {
      const element = plan.elements.get(member.element);
      return {
        key: String(member.element),
        name: member.web_name,
        detail: `${teams.get(member.team)?.short_name ?? ''} ${kind?.singular_name_short ?? ''}`,
        mark,
        availability: availabilityOf(element),
        cells: {
          status: mark ? { removed: 'Out', replaced: 'In', addition: 'In' }[mark] : '',
          form: element?.form ?? '',
          pts: element?.total_points ?? 0,
          cost: formatMoney(member.price),
        },
        onSelect: action.run,
        selectLabel: action.label,
        onInfo: () => onInfo(member.element),
      };
    });
    return (
      <ListView
        groups={[{ title: 'Squad', rows }]}
        columns={[
          { key: 'status', label: 'Status' },
          { key: 'form', label: 'Form' },
          { key: 'pts', label: 'Pts', title: 'Total points' },
          { key: 'cost', label: 'Price' },
        ]}
      />
    );
  }

  const card = playerSlots(data);
  const pitch: PitchSlot[] = cards.map(({ i, type, member, mark, action }) => ({
    ...card(`slot-${i + 1}`, {
      name: member.web_name,
      elementType: type,
      team: member.team,
      availability: availabilityOf(plan.elements.get(member.element)),
      names: plan.elements.get(member.element),
    }),
    caption: formatMoney(member.price),
    transfer: mark,
    label: action.label,
    onSelect: action.run,
    onInfo: () => onInfo(member.element),
    infoLabel: `View information about ${member.web_name}`,
  }));
  return <PitchView starters={pitch} bench={[]} />;
}
