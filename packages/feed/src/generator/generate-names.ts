import type { Rng } from '@ofl/engine';
import { NAME_POOLS, type NamePool } from './name-pools';
import { pick, pickWeighted } from './random-helpers';

/** A person's names as the API shows them. */
export interface PersonName {
  first_name: string;
  second_name: string;
  web_name: string;
}

/**
 * Hands out names that never repeat in a season: full names are unique, and so are web names
 * (a clash becomes "J.Surname", as the official game writes it), so search results are unambiguous.
 */
export class NameGenerator {
  private readonly fullNames = new Set<string>();
  private readonly webNames = new Set<string>();

  constructor(private readonly rng: Rng) {}

  /** Marks a name as taken, for the players a new season keeps from the last. */
  reserve(name: PersonName): void {
    this.fullNames.add(`${name.first_name} ${name.second_name}`);
    this.webNames.add(name.web_name);
  }

  /** The next unused name; `pools` narrows the cultures (managers lean English, for one). */
  next(pools: readonly NamePool[] = NAME_POOLS): PersonName {
    for (;;) {
      const pool = pickWeighted(this.rng, pools, (p) => p.weight);
      const first = pick(this.rng, pool.first);
      const last = pick(this.rng, pool.last);
      const full = `${first} ${last}`;
      if (this.fullNames.has(full)) continue;
      const candidates =
        this.rng.next() < pool.mononymShare ? [first] : [last, `${first.charAt(0)}.${last}`];
      const web = candidates.find((c) => !this.webNames.has(c));
      if (web === undefined) continue;
      this.fullNames.add(full);
      this.webNames.add(web);
      return { first_name: first, second_name: last, web_name: web };
    }
  }
}
