import { squadSlotTypes } from '@ofl/engine/squad';
import type { GameSettings, SquadSlots } from '@ofl/engine';
import type { GameElement } from '@ofl/api';

import { availabilityOf } from '../../../components/ui/availability/availability';
import { playerSlots } from '../../../components/ui/pitch/player-slot';
import { PitchView } from '../../../components/ui/pitch/pitch-view';
import type { PitchSlot } from '../../../components/ui/pitch/types';
import type { GameData } from '../../../components/ui/pitch/game-data';
import { formatMoney } from '../../../lib/money';

/**
 * The squad being built on the pitch, every slot in its position's row with the price under the
 * name. A filled slot removes its player when chosen; an empty one asks for players of its kind.
 */
export function SquadPitch({
  slots,
  settings,
  data,
  elements,
  onRemove,
  onEmpty,
  onInfo,
}: {
  slots: SquadSlots;
  settings: GameSettings;
  data: GameData;
  elements: ReadonlyMap<number, GameElement>;
  onRemove: (slot: number) => void;
  onEmpty: (elementType: number) => void;
  onInfo: (element: number) => void;
}) {
  const types = squadSlotTypes(settings);
  const typeById = new Map(data.element_types.map((t) => [t.id, t]));
  const card = playerSlots(data);
  const pitch: PitchSlot[] = types.map((type, i) => {
    const member = slots[i] ?? null;
    const kind = typeById.get(type);
    if (!member) {
      return {
        key: `slot-${i + 1}`,
        elementType: type,
        typeLabel: kind?.singular_name_short ?? '',
        // The label holds the short name the slot shows (WCAG 2.5.3).
        label: `Add ${kind?.singular_name ?? 'player'}, ${kind?.singular_name_short ?? ''}`,
        onSelect: () => onEmpty(type),
      };
    }
    const element = elements.get(member.element);
    return {
      ...card(`slot-${i + 1}`, {
        name: member.web_name,
        elementType: type,
        team: member.team,
        availability: availabilityOf(element),
        names: element,
      }),
      caption: formatMoney(element?.now_cost ?? member.price),
      label: `Remove ${member.web_name}`,
      onSelect: () => onRemove(i + 1),
      onInfo: () => onInfo(member.element),
      infoLabel: `View information about ${member.web_name}`,
    };
  });
  return <PitchView starters={pitch} bench={[]} />;
}
