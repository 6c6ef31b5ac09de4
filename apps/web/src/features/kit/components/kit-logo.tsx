import type { KitLogo } from '../utils/kit';

/** The logo names as the designer lists them. */
export const LOGO_NAMES: Record<KitLogo, string> = {
  none: 'None',
  'pl-inspires': 'PL Inspires',
  'pl-kicks': 'PL Kicks',
  'pl-primary-stars': 'PL Primary Stars',
  'rainbow-laces': 'Rainbow Laces',
  'no-racism': 'No Room for Racism',
  ukraine: 'Ukraine',
};

const RAINBOW = ['#e40303', '#ff8c00', '#ffed00', '#008026', '#004dff', '#750787'];

/** One logo drawn as a small badge centred on (cx, cy); our own shapes, no image per logo. */
export function KitLogoBadge({ logo, cx, cy }: { logo: KitLogo; cx: number; cy: number }) {
  if (logo === 'none') return null;
  const r = 6;
  const clip = `kit-logo-${logo}`;
  return (
    <g data-logo={logo} aria-label={LOGO_NAMES[logo]} role="img">
      <defs>
        <clipPath id={clip}>
          <circle cx={cx} cy={cy} r={r} />
        </clipPath>
      </defs>
      {logo === 'ukraine' && (
        <g clipPath={`url(#${clip})`}>
          <rect x={cx - r} y={cy - r} width={2 * r} height={r} fill="#0057b7" />
          <rect x={cx - r} y={cy} width={2 * r} height={r} fill="#ffd700" />
        </g>
      )}
      {logo === 'rainbow-laces' && (
        <g clipPath={`url(#${clip})`}>
          {RAINBOW.map((colour, i) => (
            <rect
              key={colour}
              x={cx - r}
              y={cy - r + i * 2}
              width={2 * r}
              height={2}
              fill={colour}
            />
          ))}
        </g>
      )}
      {logo === 'no-racism' && (
        <>
          <circle cx={cx} cy={cy} r={r} fill="#111" />
          <circle cx={cx} cy={cy} r={r - 2.2} fill="none" stroke="#fff" strokeWidth="1.2" />
        </>
      )}
      {logo.startsWith('pl-') && (
        <>
          <circle cx={cx} cy={cy} r={r} fill="#37003c" />
          <text
            x={cx}
            y={cy + 2.2}
            fontSize="6"
            fontWeight="700"
            textAnchor="middle"
            fill={logo === 'pl-primary-stars' ? '#ffd700' : '#00ff85'}
          >
            {logo === 'pl-primary-stars' ? '★' : logo === 'pl-kicks' ? 'K' : 'i'}
          </text>
        </>
      )}
      <circle cx={cx} cy={cy} r={r} fill="none" stroke="rgba(0,0,0,.35)" strokeWidth="0.6" />
    </g>
  );
}
