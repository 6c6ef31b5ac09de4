import type { KitColours } from '@ofl/api';
import type { Availability } from '../availability/availability';

/** Where a pick stands while a switch is under way (SPEC §3 Pick subStatus). */
export type SlotState = '' | 'instigator' | 'target' | 'invalid';

/** What the Transfers page did to a slot (SPEC §4 Squad mode); an original slot has none. */
export type TransferMark = 'replaced' | 'removed' | 'addition';

/** One place on the pitch or bench: a player, or an empty slot of a position. */
export type PitchSlot = {
  key: string;
  /** The element type: starters are laid out in one row per type. */
  elementType: number;
  /** The position's short name ('GKP'), shown on an empty slot. */
  typeLabel: string;
  player?: {
    name: string;
    teamId: number;
    kit?: KitColours;
    goalkeeper: boolean;
    /** Printed on his shirt: his initials. */
    mark?: string;
    /** The flag of a doubtful or missing player (none when he is available). */
    availability?: Availability | null;
  };
  /** The line under the name: price, points or next fixture, depending on the screen. */
  caption?: string;
  /** The caption is still loading: a placeholder shows in its place. */
  captionPending?: boolean;
  captain?: boolean;
  viceCaptain?: boolean;
  /** His match is on now (a live gameweek's points page). */
  playing?: boolean;
  /** A dream-team star (SPEC §2 Pick Team). */
  dreamTeam?: boolean;
  state?: SlotState;
  /** On the Transfers page: a player sold (faded), or bought into the slot. */
  transfer?: TransferMark;
  /** The accessible name of the slot's button. */
  label: string;
  onSelect?: () => void;
  /** Opens the player dialog; shown as a small information button beside the card. */
  onInfo?: () => void;
  /** The accessible name of the information button. */
  infoLabel?: string;
};
