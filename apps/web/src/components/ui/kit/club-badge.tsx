import { useId } from 'react';
import type { KitColours } from '@ofl/api';

// A club's badge drawn from its kit colours: a shield in the shirt colour crossed by the
// secondary colour as the shirt wears it (stripes, hoops, or a sash on a plain shirt), with the
// club's initials. Our own SVG: no image is fetched per club.
const SHIELD = 'M12 1 L22 4.5 L22 13 Q22 22 12 27 Q2 22 2 13 L2 4.5 Z';

/** Black or white, whichever reads better on a colour (WCAG relative luminance). */
export function inkOn(colour: string): '#000000' | '#ffffff' {
  const hex = /^#?([0-9a-f]{6})$/i.exec(colour)?.[1];
  if (!hex) return '#000000';
  const channel = (i: number) => {
    const c = parseInt(hex.slice(i, i + 2), 16) / 255;
    return c <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
  };
  const luminance = 0.2126 * channel(0) + 0.7152 * channel(2) + 0.0722 * channel(4);
  return luminance > 0.179 ? '#000000' : '#ffffff';
}

/** The badge of a club; decorative beside its name unless `title` names it. */
export function ClubBadge({
  kit,
  shortName = '',
  size = 20,
  title,
}: {
  kit?: KitColours;
  shortName?: string;
  size?: number;
  title?: string;
}) {
  const clip = `${useId().replace(/:/g, '')}-badge`;
  const shirt = kit?.shirt ?? '#d9d9d9';
  const secondary = kit?.secondary ?? '#9a9a9a';
  const ink = inkOn(shirt);
  return (
    <svg
      className="club-badge"
      viewBox="0 0 24 28"
      width={(size * 24) / 28}
      height={size}
      role={title ? 'img' : undefined}
      aria-hidden={title ? undefined : true}
      aria-label={title}
      data-style={kit?.style ?? 'plain'}
    >
      <defs>
        <clipPath id={clip}>
          <path d={SHIELD} />
        </clipPath>
      </defs>
      <path d={SHIELD} fill={shirt} />
      <g clipPath={`url(#${clip})`} fill={secondary}>
        {kit?.style === 'stripes' &&
          [5, 11, 17].map((x) => <rect key={x} x={x} y="0" width="3" height="28" />)}
        {kit?.style === 'hoops' &&
          [8, 16, 24].map((y) => <rect key={y} x="0" y={y} width="24" height="3.5" />)}
        {kit?.style !== 'stripes' && kit?.style !== 'hoops' && (
          <path d="M0 20 L24 6 L24 11 L0 25 Z" />
        )}
      </g>
      <path d={SHIELD} fill="none" stroke="rgba(0,0,0,.45)" strokeWidth="1" />
      {shortName && kit?.style !== 'stripes' && kit?.style !== 'hoops' && (
        <text
          x="12"
          y="12.5"
          textAnchor="middle"
          fontSize="6.5"
          fontWeight="700"
          fill={ink}
          fontFamily="system-ui, sans-serif"
        >
          {shortName.slice(0, 3)}
        </text>
      )}
    </svg>
  );
}
