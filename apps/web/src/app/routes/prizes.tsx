import { PrizesText } from '../../features/prizes/components/prizes-text';

/** The prizes of the game. */
export function Component() {
  return (
    <article className="page prose prose--grid">
      <h1>Prizes</h1>
      <PrizesText />
    </article>
  );
}
