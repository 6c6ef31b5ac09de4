// The season's chips, as the engine's rules and the simulated managers read them.
import { asc } from 'drizzle-orm';
import type { ChipDefinition, ChipName } from '@ofl/engine';
import type { Tx } from '../client';
import { chips } from '../schema/index';

/** Every chip of the season by id: its name, how many, its window and its type. */
export async function chipDefinitions(db: Tx): Promise<ChipDefinition[]> {
  const rows = await db.select().from(chips).orderBy(asc(chips.id));
  return rows.map((c) => ({
    id: c.id,
    name: c.name as ChipName,
    number: c.number,
    start_event: c.startEvent,
    stop_event: c.stopEvent,
    chip_type: c.chipType === 'transfer' ? 'transfer' : 'team',
  }));
}
