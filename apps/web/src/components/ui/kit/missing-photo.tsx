/** The picture shown when a player has no photo: a plain head-and-shoulders outline. */
export function MissingPhoto({ size = 96, label }: { size?: number; label?: string }) {
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
      <circle cx="50" cy="38" r="18" fill="#b8aecb" />
      <path d="M16 100 Q18 64 50 62 Q82 64 84 100 Z" fill="#b8aecb" />
    </svg>
  );
}
