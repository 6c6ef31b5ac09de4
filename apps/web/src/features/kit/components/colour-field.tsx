/** The palette offered for every part of a kit: the colours football kits wear most. */
export const KIT_PALETTE = [
  ['#ffffff', 'White'],
  ['#e1e1e1', 'Light grey'],
  ['#111111', 'Black'],
  ['#c8102e', 'Red'],
  ['#7a263a', 'Claret'],
  ['#f58220', 'Orange'],
  ['#fdb913', 'Yellow'],
  ['#00a650', 'Green'],
  ['#6cabdd', 'Sky blue'],
  ['#034694', 'Royal blue'],
  ['#132257', 'Navy'],
  ['#4b1682', 'Purple'],
] as const;

/**
 * A colour of the kit: a swatch for each colour of the palette (named by its colour, in a group
 * named by the part), the one in use marked, and a custom colour for any other, which carries
 * the part's name ('Shirt colour').
 */
export function ColourField({
  label,
  value,
  onChange,
}: {
  label: string;
  value: string;
  onChange: (colour: string) => void;
}) {
  return (
    <fieldset className="colour-field">
      <legend>{label}</legend>
      <div className="colour-field__swatches">
        {KIT_PALETTE.map(([colour, name]) => (
          <button
            key={colour}
            type="button"
            className="colour-field__swatch"
            style={{ backgroundColor: colour }}
            aria-label={name}
            aria-pressed={value === colour}
            onClick={() => onChange(colour)}
          />
        ))}
      </div>
      <label className="colour-field__custom">
        <input
          type="color"
          aria-label={label}
          value={value}
          onChange={(e) => onChange(e.target.value.toLowerCase())}
        />
        Custom
      </label>
    </fieldset>
  );
}
