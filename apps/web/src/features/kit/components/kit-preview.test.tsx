import { cleanup, render } from '@testing-library/react';
import { describe, expect, it } from 'vitest';

import { DEFAULT_KIT } from '../utils/kit';
import type { Kit } from '../utils/kit';
import { KitPreview } from './kit-preview';

const draw = (kit: Partial<Kit>) => {
  const { container } = render(<KitPreview kit={{ ...DEFAULT_KIT, ...kit }} title="Kit" />);
  const count = (selector: string) => container.querySelectorAll(selector).length;
  return {
    stripes: count('.kit-preview__stripe'),
    hoops: count('.kit-preview__hoop'),
    sockHoops: count('.kit-preview__sock-hoop'),
    logos: [...container.querySelectorAll('[data-logo]')].map((g) => g.getAttribute('data-logo')),
  };
};

describe('the kit preview', () => {
  it('draws a plain light grey kit with no logo by default', () => {
    expect(draw({})).toEqual({ stripes: 0, hoops: 0, sockHoops: 0, logos: [] });
  });

  it('draws stripes only on a striped shirt and hoops only on a hooped one', () => {
    expect(draw({ kit_shirt_type: 'stripes' })).toMatchObject({ hoops: 0 });
    expect(draw({ kit_shirt_type: 'stripes' }).stripes).toBeGreaterThan(0);
    cleanup();
    expect(draw({ kit_shirt_type: 'hoops' })).toMatchObject({ stripes: 0 });
    expect(draw({ kit_shirt_type: 'hoops' }).hoops).toBeGreaterThan(0);
  });

  it('draws sock hoops only when the socks are hooped', () => {
    expect(draw({ kit_socks_type: 'plain' }).sockHoops).toBe(0);
    expect(draw({ kit_socks_type: 'hoops' }).sockHoops).toBeGreaterThan(0);
  });

  it('draws only the chosen logo', () => {
    expect(draw({ kit_shirt_logo: 'ukraine' }).logos).toEqual(['ukraine']);
  });
});
