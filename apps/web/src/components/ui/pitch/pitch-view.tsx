import type { ReactNode } from 'react';

import './pitch.css';
import './team-screen.css';
import { PitchCard } from './pitch-card';
import type { PitchSlot } from './types';

/**
 * The pitch of every screen that shows a team: the starters in one row per position (goalkeeper
 * at the top), the bench underneath, and the Assistant Manager apart while his chip is active.
 */
export function PitchView({
  starters,
  bench,
  manager,
  benchLabels,
  footer,
}: {
  starters: readonly PitchSlot[];
  bench: readonly PitchSlot[];
  manager?: PitchSlot;
  /** Labels over the bench slots ('GKP', '1', '2', '3' on Pick Team). */
  benchLabels?: readonly string[];
  footer?: ReactNode;
}) {
  const types = [...new Set(starters.map((s) => s.elementType))].sort((a, b) => a - b);
  return (
    <div className="pitch-view">
      <div className="pitch">
        <div className="pitch__lines" aria-hidden="true" />
        {manager && (
          <div className="pitch__manager">
            <span className="pitch__manager-label">Assistant Manager</span>
            <PitchCard slot={manager} />
          </div>
        )}
        {types.map((type) => (
          <div className="pitch__row" key={type}>
            {starters
              .filter((s) => s.elementType === type)
              .map((slot) => (
                <PitchCard key={slot.key} slot={slot} />
              ))}
          </div>
        ))}
      </div>
      {bench.length > 0 && (
        <div className="pitch__bench" aria-label="Substitutes" role="group">
          {bench.map((slot, i) => (
            <PitchCard key={slot.key} slot={slot} benchLabel={benchLabels?.[i]} />
          ))}
        </div>
      )}
      {footer}
    </div>
  );
}
