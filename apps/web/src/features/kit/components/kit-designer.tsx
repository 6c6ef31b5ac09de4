import { Options, SelectField, TextField } from '../../../components/ui/field';
import { KIT_LOGOS, SHIRT_STYLES, SOCK_STYLES } from '../utils/kit';
import type { Kit } from '../utils/kit';
import { LOGO_NAMES } from './kit-logo';
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
    <TextField
      label={label}
      type="color"
      value={kit[key]}
      onChange={(e) => set(key, e.target.value.toLowerCase())}
    />
  );
  return (
    <div className="kit-designer">
      <div className="kit-designer__controls">
        <fieldset>
          <legend>Shirt</legend>
          <SelectField
            label="Shirt style"
            value={kit.kit_shirt_type}
            onChange={(e) => set('kit_shirt_type', e.target.value as Kit['kit_shirt_type'])}
          >
            <Options items={SHIRT_STYLES} value={(s) => s} label={(s) => STYLE_NAMES[s]} />
          </SelectField>
          <div className="kit-designer__colours">
            {colour('Shirt colour', 'kit_shirt_base')}
            {colour('Sleeve colour', 'kit_shirt_sleeves')}
            {kit.kit_shirt_type !== 'plain' &&
              colour(
                kit.kit_shirt_type === 'stripes' ? 'Stripe colour' : 'Hoop colour',
                'kit_shirt_secondary',
              )}
          </div>
          <SelectField
            label="Logo"
            value={kit.kit_shirt_logo}
            onChange={(e) => set('kit_shirt_logo', e.target.value as Kit['kit_shirt_logo'])}
          >
            <Options items={KIT_LOGOS} value={(logo) => logo} label={(logo) => LOGO_NAMES[logo]} />
          </SelectField>
        </fieldset>
        <fieldset>
          <legend>Shorts</legend>
          <div className="kit-designer__colours">{colour('Shorts colour', 'kit_shorts')}</div>
        </fieldset>
        <fieldset>
          <legend>Socks</legend>
          <SelectField
            label="Sock style"
            value={kit.kit_socks_type}
            onChange={(e) => set('kit_socks_type', e.target.value as Kit['kit_socks_type'])}
          >
            <Options items={SOCK_STYLES} value={(s) => s} label={(s) => STYLE_NAMES[s]} />
          </SelectField>
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
