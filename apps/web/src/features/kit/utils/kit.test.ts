import { describe, expect, it } from 'vitest';

import { DEFAULT_KIT, kitDisplay, parseKit, serializeKit } from './kit';
import type { Kit } from './kit';

const striped: Kit = {
  kit_shirt_type: 'stripes',
  kit_shirt_base: '#ff0000',
  kit_shirt_sleeves: '#ffffff',
  kit_shirt_secondary: '#000000',
  kit_shirt_logo: 'rainbow-laces',
  kit_shorts: '#111111',
  kit_socks_type: 'hoops',
  kit_socks_base: '#222222',
  kit_socks_secondary: '#333333',
};

describe('the kit text of an entry', () => {
  it('reads back exactly what was written', () => {
    expect(parseKit(serializeKit(striped))).toEqual(striped);
  });

  it('gives the default kit, light grey and plain, for no kit or text that is not a JSON object', () => {
    for (const text of [null, undefined, '', 'not json', '[1,2]', '42', 'null']) {
      expect(parseKit(text)).toEqual(DEFAULT_KIT);
    }
    expect(DEFAULT_KIT.kit_shirt_type).toBe('plain');
    expect(DEFAULT_KIT.kit_socks_type).toBe('plain');
    expect(DEFAULT_KIT.kit_shirt_base).toBe('#e1e1e1');
  });

  it('keeps the default for a field that is not a known style, logo or colour', () => {
    const kit = parseKit(
      JSON.stringify({
        ...striped,
        kit_shirt_type: 'zigzag',
        kit_shirt_logo: 'sponsor',
        kit_shorts: 'red',
      }),
    );
    expect(kit.kit_shirt_type).toBe('plain');
    expect(kit.kit_shirt_logo).toBe('none');
    expect(kit.kit_shorts).toBe(DEFAULT_KIT.kit_shorts);
    expect(kit.kit_shirt_base).toBe('#ff0000');
  });

  it('has a style colour only for a shirt or socks that are not plain', () => {
    expect(kitDisplay(striped)).toMatchObject({
      shirtStyle: 'stripes',
      shirtStyleColor: '#000000',
      sockStyle: 'hoops',
      sockStyleColor: '#333333',
    });
    const plain = kitDisplay({ ...striped, kit_shirt_type: 'plain', kit_socks_type: 'plain' });
    expect(plain.shirtStyleColor).toBeNull();
    expect(plain.sockStyleColor).toBeNull();
  });
});
