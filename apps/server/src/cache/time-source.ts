// The clock's interface alone: the public payloads' key reads the time through it and the clock
// kept by that key (clock.ts) reads the key, so neither module imports the other.

/** Where the game's time comes from. */
export interface Clock {
  now(): Promise<Date>;
}
