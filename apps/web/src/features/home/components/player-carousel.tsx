import { useRef, useState, type KeyboardEvent, type TouchEvent } from 'react';
import type { KitColours } from '@ofl/api';

import { Button } from '../../../components/ui/button';
import { PlayerButton } from '../../../components/player-button';
import { PlayerPicture } from '../../../components/ui/kit/player-picture';

/** One slide: a player of the week, his picture (his club's shirt) and his points. */
export interface Slide {
  id: number;
  name: string;
  club: string;
  points: number;
  picture: { first_name: string; second_name: string; team: number };
  kit?: KitColours;
  goalkeeper: boolean;
}

/** Pixels a swipe must travel to turn the slide. */
const SWIPE = 40;

/**
 * The Player of the Week carousel (SPEC §2 Home, up to 9 slides): Previous and Next buttons,
 * the arrow keys while it has focus, and a swipe on touch screens.
 */
export function PlayerCarousel({ slides }: { slides: readonly Slide[] }) {
  const [index, setIndex] = useState(0);
  const touchX = useRef<number | null>(null);
  if (slides.length === 0) {
    return <p>The players of the week will appear here once it is played.</p>;
  }
  const at = Math.min(index, slides.length - 1);
  const slide = slides[at]!;
  const go = (step: number) => setIndex((at + step + slides.length) % slides.length);
  const onKey = (e: KeyboardEvent) => {
    if (e.key === 'ArrowRight') go(1);
    else if (e.key === 'ArrowLeft') go(-1);
    else return;
    e.preventDefault();
  };
  const onTouchEnd = (e: TouchEvent) => {
    const start = touchX.current;
    const end = e.changedTouches[0]?.clientX;
    touchX.current = null;
    if (start === null || end === undefined || Math.abs(end - start) < SWIPE) return;
    go(end < start ? 1 : -1);
  };
  return (
    <div
      className="carousel"
      role="group"
      aria-roledescription="carousel"
      aria-label="Players of the week"
      tabIndex={0}
      onKeyDown={onKey}
      onTouchStart={(e) => (touchX.current = e.touches[0]?.clientX ?? null)}
      onTouchEnd={onTouchEnd}
    >
      <div
        className="carousel__slide"
        role="group"
        aria-roledescription="slide"
        aria-label={`${at + 1} of ${slides.length}`}
        aria-live="polite"
      >
        <p className="carousel__rank">#{at + 1}</p>
        <span className="carousel__picture">
          <PlayerPicture
            player={slide.picture}
            kit={slide.kit}
            goalkeeper={slide.goalkeeper}
            size={88}
            decorative
          />
        </span>
        <p className="carousel__name">
          <PlayerButton id={slide.id}>{slide.name}</PlayerButton>
        </p>
        <p className="carousel__club">{slide.club}</p>
        <p className="carousel__points">
          <strong>{slide.points}</strong> pts
        </p>
      </div>
      <div className="carousel__controls">
        <Button secondary onClick={() => go(-1)} aria-label="Previous player">
          ‹
        </Button>
        <span className="carousel__dots" aria-hidden="true">
          {slides.map((s, i) => (
            <span key={s.id} className={i === at ? 'is-active' : undefined} />
          ))}
        </span>
        <Button secondary onClick={() => go(1)} aria-label="Next player">
          ›
        </Button>
      </div>
    </div>
  );
}
