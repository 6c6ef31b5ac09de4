import type { KitColours } from '@ofl/api';

/**
 * The picture shown for a player, who has no photo here: a head-and-shoulders silhouette
 * wearing his club's shirt (the shirt colour, a collar in the secondary colour), so a player
 * still looks like one of his club's.
 */
export function MissingPhoto({
  size = 96,
  label,
  kit,
}: {
  size?: number;
  label?: string;
  kit?: KitColours;
}) {
  const shirt = kit?.shirt ?? '#b8aecb';
  const trim = kit?.secondary ?? '#b8aecb';
  return (
    <svg
      className="missing-photo"
      viewBox="0 0 100 100"
      width={size}
      height={size}
      role="img"
      aria-label={label ?? 'Photo missing'}
    >
      <rect width="100" height="100" rx="8" fill="#ebe6f2" />
      <circle cx="50" cy="38" r="18" fill="#8f849f" />
      <path d="M14 100 Q16 64 50 62 Q84 64 86 100 Z" fill={shirt} />
      <path d="M14 100 Q16 64 50 62 Q84 64 86 100 Z" fill="none" stroke="rgba(0,0,0,.3)" />
      <path
        d="M40 63 Q50 74 60 63"
        fill="none"
        stroke={trim}
        strokeWidth="4"
        strokeLinecap="round"
      />
    </svg>
  );
}
