// What the gameweek runner remembers between its steps beyond runner_steps.
import { integer, pgTable } from 'drizzle-orm/pg-core';
import { elements } from './game';

/** The price model's memory per player: net transfers since his last price change. */
export const elementPriceStates = pgTable('element_price_states', {
  elementId: integer('element_id')
    .primaryKey()
    .references(() => elements.id, { onDelete: 'cascade' }),
  progress: integer('progress').notNull().default(0),
});
