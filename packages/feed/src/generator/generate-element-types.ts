import type { DemoElement, DemoElementType } from './types';

type Static = Omit<DemoElementType, 'element_count'>;

// Squad rules per position as in the official `element_types[]` (game-rules §1.1).
const TYPES: Static[] = [
  {
    id: 1,
    plural_name: 'Goalkeepers',
    plural_name_short: 'GKP',
    singular_name: 'Goalkeeper',
    singular_name_short: 'GKP',
    squad_select: 2,
    squad_min_select: null,
    squad_max_select: null,
    squad_min_play: 1,
    squad_max_play: 1,
    ui_shirt_specific: true,
    sub_positions_locked: [12],
  },
  {
    id: 2,
    plural_name: 'Defenders',
    plural_name_short: 'DEF',
    singular_name: 'Defender',
    singular_name_short: 'DEF',
    squad_select: 5,
    squad_min_select: null,
    squad_max_select: null,
    squad_min_play: 3,
    squad_max_play: 5,
    ui_shirt_specific: false,
    sub_positions_locked: [],
  },
  {
    id: 3,
    plural_name: 'Midfielders',
    plural_name_short: 'MID',
    singular_name: 'Midfielder',
    singular_name_short: 'MID',
    squad_select: 5,
    squad_min_select: null,
    squad_max_select: null,
    squad_min_play: 2,
    squad_max_play: 5,
    ui_shirt_specific: false,
    sub_positions_locked: [],
  },
  {
    id: 4,
    plural_name: 'Forwards',
    plural_name_short: 'FWD',
    singular_name: 'Forward',
    singular_name_short: 'FWD',
    squad_select: 3,
    squad_min_select: null,
    squad_max_select: null,
    squad_min_play: 1,
    squad_max_play: 3,
    ui_shirt_specific: false,
    sub_positions_locked: [],
  },
  // The head coach of 2024/25. Outside the Assistant Manager chip a squad holds none of them, so
  // squad_select is 0 here; the chip's overrides raise it to 1 (and the squad size to 16). He is
  // never in the XI or on the bench, hence play 0/0.
  {
    id: 5,
    plural_name: 'Managers',
    plural_name_short: 'MNG',
    singular_name: 'Manager',
    singular_name_short: 'MNG',
    squad_select: 0,
    squad_min_select: 0,
    squad_max_select: 1,
    squad_min_play: 0,
    squad_max_play: 0,
    ui_shirt_specific: false,
    sub_positions_locked: [],
  },
];

/**
 * The element types with `element_count` taken from the elements: the four positions, and the
 * head coach only in a season that has them (2024/25, with its Assistant Manager chip).
 */
export function generateElementTypes(elements: readonly DemoElement[]): DemoElementType[] {
  const coaches = elements.some((e) => e.element_type === 5);
  return TYPES.filter((type) => coaches || type.id !== 5).map((type) => ({
    ...type,
    sub_positions_locked: [...type.sub_positions_locked],
    element_count: elements.filter((e) => e.element_type === type.id).length,
  }));
}
