import { Link } from 'react-router';

import { paths } from '../../../config/paths';
import { AvailabilityFlag } from '../availability/availability-flag';
import { InfoButton } from '../info-button';
import { Shirt } from '../kit/shirt';
import type { PitchSlot } from './types';

/** One player (or empty slot) on the pitch: shirt, name, the caption and the armbands. */
export function PitchCard({ slot, benchLabel }: { slot: PitchSlot; benchLabel?: string }) {
  const state = slot.state ? ` pitch-card--${slot.state}` : '';
  const empty = slot.player ? '' : ' pitch-card--empty';
  const transfer = slot.transfer ? ` pitch-card--${slot.transfer}` : '';
  const playing = slot.playing ? ' pitch-card--playing' : '';
  return (
    <div className="pitch-slot">
      {benchLabel && <span className="pitch-slot__bench-label">{benchLabel}</span>}
      {slot.onInfo && (
        <InfoButton
          className="pitch-slot__info"
          label={slot.infoLabel ?? 'View player information'}
          onClick={slot.onInfo}
        />
      )}
      {slot.player?.availability && (
        <AvailabilityFlag
          className="pitch-slot__flag"
          availability={slot.player.availability}
          name={slot.player.name}
        />
      )}
      {/* A dream-team player's star leads to the Team of the Week (SPEC §2 Pick Team). */}
      {slot.dreamTeam && (
        <Link
          className="pitch-slot__star"
          to={paths.teamOfTheSeason.getHref()}
          aria-label={`${slot.player?.name ?? ''} is in the Dream Team: view the Team of the Week`}
          title="Dream Team"
        />
      )}
      {/* The button's visible text is the name alone, which its label begins with (WCAG 2.5.3):
          the armbands' letters are drawn by CSS (the label says captain), the caption sits under
          the button. */}
      <button
        type="button"
        className={`pitch-card${state}${empty}${transfer}${playing}`}
        aria-label={slot.label}
        aria-pressed={slot.state === 'instigator' ? true : undefined}
        onClick={slot.onSelect}
        disabled={!slot.onSelect}
      >
        <span className="pitch-card__shirt">
          {slot.player ? (
            <Shirt
              kit={slot.player.kit}
              teamId={slot.player.teamId}
              goalkeeper={slot.player.goalkeeper}
            />
          ) : (
            <Shirt kit={undefined} />
          )}
          {/* Printed over the shirt by CSS, so the button's text stays the name its label holds. */}
          {slot.player?.mark && (
            <span className="pitch-card__mark" data-mark={slot.player.mark} aria-hidden="true" />
          )}
          {slot.captain && <span className="pitch-card__badge" title="Captain" data-mark="C" />}
          {slot.viceCaptain && (
            <span
              className="pitch-card__badge pitch-card__badge--vice"
              title="Vice-captain"
              data-mark="V"
            />
          )}
        </span>
        <span className="pitch-card__name">{slot.player ? slot.player.name : slot.typeLabel}</span>
      </button>
      {slot.captionPending && (
        <span className="pitch-card__pending">
          <span className="visually-hidden">Loading</span>
        </span>
      )}
      {slot.caption && (
        <span
          className={`pitch-card__caption${slot.playing ? ' pitch-card__caption--playing' : ''}${slot.transfer ? ` pitch-card__caption--${slot.transfer}` : ''}`}
        >
          {slot.playing && <span className="pitch-card__live" title="Playing now" />}
          {slot.caption}
        </span>
      )}
    </div>
  );
}
