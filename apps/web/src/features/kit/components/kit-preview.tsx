import { useId } from 'react';

import type { Kit } from '../utils/kit';
import { kitDisplay } from '../utils/kit';
import { KitLogoBadge } from './kit-logo';
import './kit.css';

// Shirt, shorts and socks on one 120 x 170 canvas, drawn from the kit's display properties.
const BODY = 'M38 10 L50 4 Q60 14 70 4 L82 10 L84 72 Q60 76 36 72 Z';
const LEFT_SLEEVE = 'M38 10 L14 24 L22 44 L37 37 Z';
const RIGHT_SLEEVE = 'M82 10 L106 24 L98 44 L83 37 Z';
const COLLAR = 'M50 4 Q60 14 70 4 Q60 20 50 4 Z';
const SHORTS = 'M38 80 L82 80 L86 108 L64 110 L60 98 L56 110 L34 108 Z';
const SOCKS = [
  'M40 116 L54 116 L54 150 L58 158 L40 158 Z',
  'M66 116 L80 116 L80 158 L62 158 L66 150 Z',
];
const STROKE = { stroke: 'rgba(0,0,0,.35)', strokeWidth: 0.8 };

/**
 * The kit preview (SPEC §4): stripes only when the shirt is striped, hoops only when hooped, sock
 * hoops only when the socks are hooped, and only the chosen logo.
 */
export function KitPreview({ kit, size = 120, title }: { kit: Kit; size?: number; title: string }) {
  const d = kitDisplay(kit);
  const id = useId().replace(/:/g, '');
  return (
    <svg
      className="kit-preview"
      viewBox="0 0 120 170"
      width={size}
      height={(size * 170) / 120}
      role="img"
      aria-label={title}
      data-shirt-style={d.shirtStyle}
      data-sock-style={d.sockStyle}
    >
      <defs>
        <clipPath id={`${id}-body`}>
          <path d={BODY} />
        </clipPath>
        {SOCKS.map((sock, i) => (
          <clipPath id={`${id}-sock-${i}`} key={sock}>
            <path d={sock} />
          </clipPath>
        ))}
      </defs>
      <path d={LEFT_SLEEVE} fill={d.sleeveColor} {...STROKE} />
      <path d={RIGHT_SLEEVE} fill={d.sleeveColor} {...STROKE} />
      <path d={BODY} fill={d.shirtColor} />
      {d.shirtStyleColor && (
        <g clipPath={`url(#${id}-body)`} fill={d.shirtStyleColor}>
          {d.shirtStyle === 'stripes' &&
            [44, 56, 68, 80].map((x) => (
              <rect key={x} className="kit-preview__stripe" x={x - 4} y="0" width="6" height="80" />
            ))}
          {d.shirtStyle === 'hoops' &&
            [16, 32, 48, 64].map((y) => (
              <rect key={y} className="kit-preview__hoop" x="0" y={y} width="120" height="8" />
            ))}
        </g>
      )}
      <path d={BODY} fill="none" {...STROKE} />
      <path d={COLLAR} fill={d.sleeveColor} {...STROKE} />
      <KitLogoBadge logo={d.shirtLogo} cx={72} cy={26} />
      <path d={SHORTS} fill={d.shortColor} {...STROKE} />
      {SOCKS.map((sock, i) => (
        <g key={sock}>
          <path d={sock} fill={d.sockColor} />
          {d.sockStyleColor && (
            <g clipPath={`url(#${id}-sock-${i})`} fill={d.sockStyleColor}>
              {[122, 134].map((y) => (
                <rect
                  key={y}
                  className="kit-preview__sock-hoop"
                  x="30"
                  y={y}
                  width="60"
                  height="5"
                />
              ))}
            </g>
          )}
          <path d={sock} fill="none" {...STROKE} />
        </g>
      ))}
    </svg>
  );
}
