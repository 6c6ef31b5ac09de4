import { useId } from 'react';
import type { KitColours } from '@ofl/api';

import { goalkeeperKit } from './goalkeeper-kit';

// A shirt drawn from a club's kit colours: our own SVG, so no image is downloaded per club.
const BODY = 'M18 8 L24 5 Q30 10 36 5 L42 8 L42 54 Q30 56 18 54 Z';
const LEFT_SLEEVE = 'M18 8 L6 16 L10 27 L18 23 Z';
const RIGHT_SLEEVE = 'M42 8 L54 16 L50 27 L42 23 Z';
const COLLAR = 'M24 5 Q30 10 36 5 Q30 13 24 5 Z';

const DEFAULT_KIT: KitColours = {
  shirt: '#d9d9d9',
  sleeves: '#d9d9d9',
  shorts: '#ffffff',
  socks: '#d9d9d9',
  secondary: '#9a9a9a',
  style: 'plain',
};

/**
 * A club shirt; goalkeepers wear a shirt of their own colours. Decorative unless titled. A mark
 * (a player's initials) is printed on its front, white edged in black to read on any colour.
 */
export function Shirt({
  kit,
  teamId = 0,
  goalkeeper = false,
  size = 48,
  title,
  mark,
}: {
  kit?: KitColours;
  teamId?: number;
  goalkeeper?: boolean;
  size?: number;
  title?: string;
  mark?: string;
}) {
  const id = useId().replace(/:/g, '');
  const colours = goalkeeper ? goalkeeperKit(kit ?? DEFAULT_KIT, teamId) : (kit ?? DEFAULT_KIT);
  const clip = `${id}-clip`;
  return (
    <svg
      className="shirt"
      viewBox="0 0 60 60"
      width={size}
      height={size}
      role={title ? 'img' : undefined}
      aria-hidden={title ? undefined : true}
      aria-label={title}
    >
      <defs>
        <clipPath id={clip}>
          <path d={BODY} />
        </clipPath>
      </defs>
      <path d={LEFT_SLEEVE} fill={colours.sleeves} stroke="rgba(0,0,0,.35)" strokeWidth="0.8" />
      <path d={RIGHT_SLEEVE} fill={colours.sleeves} stroke="rgba(0,0,0,.35)" strokeWidth="0.8" />
      <path d={BODY} fill={colours.shirt} />
      <g clipPath={`url(#${clip})`} fill={colours.secondary}>
        {colours.style === 'stripes' &&
          [20, 28, 36].map((x) => <rect key={x} x={x} y="0" width="4" height="60" />)}
        {colours.style === 'hoops' &&
          [14, 26, 38, 50].map((y) => <rect key={y} x="0" y={y} width="60" height="6" />)}
      </g>
      <path d={BODY} fill="none" stroke="rgba(0,0,0,.35)" strokeWidth="0.8" />
      <path d={COLLAR} fill={colours.secondary} />
      {mark && (
        <text
          className="shirt__mark"
          x="30"
          y="37"
          textAnchor="middle"
          fontSize="15"
          fontWeight="800"
          fill="#ffffff"
          stroke="#1c1330"
          strokeWidth="2.5"
          paintOrder="stroke"
        >
          {mark}
        </text>
      )}
    </svg>
  );
}
