// Shared types of the engine. Area-specific types live beside their rules.

// Section: branded numbers

declare const brand: unique symbol;
/** A number that the type checker keeps apart from other numbers. */
export type Brand<T, B extends string> = T & { readonly [brand]: B };

/** Money in integer tenths of a million: 55 is 5.5m. Never a float. */
export type Money = Brand<number, 'Money'>;
/** Fantasy points. */
export type Points = Brand<number, 'Points'>;
export type ElementId = Brand<number, 'ElementId'>;
export type EntryId = Brand<number, 'EntryId'>;
export type EventId = Brand<number, 'EventId'>;
export type TeamId = Brand<number, 'TeamId'>;
export type FixtureId = Brand<number, 'FixtureId'>;

/** Tags a plain number as money in tenths. */
export const money = (tenths: number): Money => tenths as Money;
/** Tags a plain number as points. */
export const points = (n: number): Points => n as Points;

// Section: positions

/** Element type ids: 1 goalkeeper, 2 defender, 3 midfielder, 4 forward, 5 the Assistant Manager. */
export type ElementTypeId = 1 | 2 | 3 | 4 | 5;
export const GOALKEEPER = 1;
export const DEFENDER = 2;
export const MIDFIELDER = 3;
export const FORWARD = 4;
export const MANAGER = 5;

// Section: randomness

/** A seeded source of numbers in [0, 1). The engine never calls Math.random. */
export interface Rng {
  next(): number;
}
