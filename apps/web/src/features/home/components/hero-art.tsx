import type { ReactNode } from 'react';

// Our own illustrations for the landing hero, drawn in SVG with the palette's variables.

const stadium = (
  <>
    <rect width="400" height="240" fill="var(--hero-sky)" />
    <path d="M0 150 Q200 90 400 150 V240 H0Z" fill="var(--brand-deep)" opacity=".85" />
    <path d="M0 175 H400 V240 H0Z" fill="var(--pitch)" />
    <path d="M0 200 H400" stroke="var(--pitch-line)" strokeWidth="2" opacity=".5" />
    {[40, 360].map((x) => (
      <g key={x}>
        <rect x={x - 3} y="40" width="6" height="120" fill="var(--brand-deep)" />
        <rect x={x - 22} y="28" width="44" height="16" rx="3" fill="var(--brand-accent)" />
        <path d={`M${x} 44 L${x - 90} 175 H${x + 90}Z`} fill="var(--brand-accent)" opacity=".12" />
      </g>
    ))}
    <circle cx="200" cy="196" r="9" fill="#fff" />
  </>
);

const pitch = (
  <>
    <rect width="400" height="240" fill="var(--pitch)" />
    {[0, 1, 2, 3, 4].map((i) => (
      <rect key={i} x={i * 80} width="40" height="240" fill="var(--pitch-stripe)" />
    ))}
    <g fill="none" stroke="var(--pitch-line)" strokeWidth="3">
      <rect x="20" y="20" width="360" height="200" />
      <path d="M200 20 V220" />
      <circle cx="200" cy="120" r="36" />
      <rect x="20" y="70" width="50" height="100" />
      <rect x="330" y="70" width="50" height="100" />
    </g>
    {[
      [60, 120],
      [120, 60],
      [120, 100],
      [120, 140],
      [120, 180],
      [175, 80],
      [175, 160],
      [235, 120],
      [290, 70],
      [290, 170],
      [320, 120],
    ].map(([x, y]) => (
      <circle
        key={`${x}-${y}`}
        cx={x}
        cy={y}
        r="9"
        fill="var(--brand-accent)"
        stroke="var(--brand-deep)"
        strokeWidth="3"
      />
    ))}
  </>
);

const goal = (
  <>
    <rect width="400" height="240" fill="var(--brand-deep)" />
    <g stroke="var(--brand-accent)" strokeWidth="1.5" opacity=".35">
      {Array.from({ length: 15 }, (_, i) => (
        <path key={`v${i}`} d={`M${70 + i * 18} 40 V200`} />
      ))}
      {Array.from({ length: 9 }, (_, i) => (
        <path key={`h${i}`} d={`M70 ${40 + i * 20} H322`} />
      ))}
    </g>
    <path
      d="M62 210 V34 H330 V210"
      fill="none"
      stroke="#fff"
      strokeWidth="8"
      strokeLinejoin="round"
    />
    <circle cx="250" cy="120" r="30" fill="#fff" />
    <path d="M250 104 l13 9 -5 15 h-16 l-5 -15z" fill="var(--brand-deep)" />
    <path
      d="M150 200 q60 -40 70 -70"
      stroke="var(--brand-pink)"
      strokeWidth="4"
      fill="none"
      strokeDasharray="8 8"
    />
  </>
);

const trophy = (
  <>
    <rect width="400" height="240" fill="var(--hero-sky)" />
    {Array.from({ length: 24 }, (_, i) => (
      <rect
        key={i}
        x={(i * 53) % 400}
        y={(i * 37) % 160}
        width="8"
        height="4"
        transform={`rotate(${(i * 29) % 90} ${(i * 53) % 400} ${(i * 37) % 160})`}
        fill={i % 3 === 0 ? 'var(--brand-accent)' : i % 3 === 1 ? 'var(--brand-pink)' : '#fff'}
      />
    ))}
    <path d="M160 50 H240 V95 Q240 140 200 150 Q160 140 160 95Z" fill="var(--gold)" />
    <path
      d="M160 65 H135 Q135 105 165 110 M240 65 H265 Q265 105 235 110"
      stroke="var(--gold)"
      strokeWidth="8"
      fill="none"
    />
    <rect x="188" y="150" width="24" height="30" fill="var(--gold)" />
    <rect x="165" y="180" width="70" height="18" rx="3" fill="var(--brand-deep)" />
  </>
);

/** The hero illustrations; the landing page picks one at random. */
export const heroVariants: ReadonlyArray<{ name: string; art: ReactNode }> = [
  { name: 'stadium', art: stadium },
  { name: 'pitch', art: pitch },
  { name: 'goal', art: goal },
  { name: 'trophy', art: trophy },
];

/** One hero illustration, decorative. */
export function HeroArt({ variant }: { variant: number }) {
  const chosen = heroVariants[variant % heroVariants.length] ?? heroVariants[0];
  return (
    <svg
      className="hero-art"
      viewBox="0 0 400 240"
      preserveAspectRatio="xMidYMid slice"
      aria-hidden="true"
      focusable="false"
      data-variant={chosen?.name}
    >
      {chosen?.art}
    </svg>
  );
}
