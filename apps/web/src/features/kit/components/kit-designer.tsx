import { Options, SelectField } from '../../../components/ui/field';
import { KIT_LOGOS, SHIRT_STYLES, SOCK_STYLES } from '../utils/kit';
import type { Kit } from '../utils/kit';
import { LOGO_NAMES } from './kit-logo';
import { ColourField } from './colour-field';
import { KitPreview } from './kit-preview';
import './kit.css';

const STYLE_NAMES = { plain: 'Plain', stripes: 'Stripes', hoops: 'Hoops' } as const;

/**
 * The kit designer of Team Details (SPEC §2, §5): shirt style, colours and logo, shorts, socks,
 * beside a live preview. A style colour is offered only for a style that is not plain.
 */
export function KitDesigner({ kit, onChange }: { kit: Kit; onChange: (kit: Kit) => void }) {
  const set = <K extends keyof Kit>(key: K, value: Kit[K]) => onChange({ ...kit, [key]: value });
  const colour = (label: string, key: keyof Kit) => (
    <ColourField label={label} value={kit[key]} onChange={(value) => set(key, value)} />
  );
  const choice = <K extends 'kit_shirt_type' | 'kit_shirt_logo' | 'kit_socks_type'>(
    label: string,
    key: K,
    options: readonly Kit[K][],
    names: Record<Kit[K], string>,
  ) => (
    <SelectField
      label={label}
      value={kit[key]}
      onChange={(e) => set(key, e.target.value as Kit[K])}
    >
      <Options items={options} value={(o) => o} label={(o) => names[o]} />
    </SelectField>
  );
  return (
    <div className="kit-designer">
      <div className="kit-designer__controls">
        <fieldset>
          <legend>Shirt</legend>
          {choice('Shirt style', 'kit_shirt_type', SHIRT_STYLES, STYLE_NAMES)}
          <div className="kit-designer__colours">
            {colour('Shirt colour', 'kit_shirt_base')}
            {colour('Sleeve colour', 'kit_shirt_sleeves')}
            {kit.kit_shirt_type !== 'plain' &&
              colour(
                kit.kit_shirt_type === 'stripes' ? 'Stripe colour' : 'Hoop colour',
                'kit_shirt_secondary',
              )}
          </div>
          {choice('Logo', 'kit_shirt_logo', KIT_LOGOS, LOGO_NAMES)}
        </fieldset>
        <fieldset>
          <legend>Shorts</legend>
          <div className="kit-designer__colours">{colour('Shorts colour', 'kit_shorts')}</div>
        </fieldset>
        <fieldset>
          <legend>Socks</legend>
          {choice('Sock style', 'kit_socks_type', SOCK_STYLES, STYLE_NAMES)}
          <div className="kit-designer__colours">
            {colour('Sock colour', 'kit_socks_base')}
            {kit.kit_socks_type === 'hoops' && colour('Sock hoop colour', 'kit_socks_secondary')}
          </div>
        </fieldset>
      </div>
      <div className="kit-designer__preview">
        <KitPreview kit={kit} size={150} title="Kit preview" />
      </div>
    </div>
  );
}
