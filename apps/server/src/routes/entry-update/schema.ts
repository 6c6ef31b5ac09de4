import { z } from 'zod';
import { TEAM_NAME_MAX } from '@ofl/engine';
import { nameField } from '../../services/validate';

/** The seven logos of the kit designer (SPEC §5 Kit). */
export const KIT_LOGOS = [
  'none',
  'pl-inspires',
  'pl-kicks',
  'pl-primary-stars',
  'rainbow-laces',
  'no-racism',
  'ukraine',
] as const;

const colour = z
  .string({ error: 'A colour is required.' })
  .regex(/^#[0-9a-fA-F]{6}$/, 'Enter a colour as #rrggbb.')
  .transform((c) => c.toLowerCase());

/** SPEC §3 Kit JSON: exactly these nine keys, in this order when stored. */
export const Kit = z.strictObject(
  {
    kit_shirt_type: z.enum(['plain', 'stripes', 'hoops'], {
      error: 'Shirt type must be plain, stripes or hoops.',
    }),
    kit_shirt_base: colour,
    kit_shirt_sleeves: colour,
    kit_shirt_secondary: colour,
    kit_shirt_logo: z.enum(KIT_LOGOS, { error: 'Choose one of the logos.' }),
    kit_shorts: colour,
    kit_socks_type: z.enum(['plain', 'hoops'], { error: 'Socks must be plain or hoops.' }),
    kit_socks_base: colour,
    kit_socks_secondary: colour,
  },
  { error: 'Unknown kit field.' },
);

/** The kit as JSON text, parsed and checked; stored again as canonical JSON text. */
const KitText = z
  .string({ error: 'The kit must be JSON text.' })
  .max(2000, 'The kit is too long.')
  .transform((text, ctx) => {
    try {
      return JSON.parse(text) as unknown;
    } catch {
      ctx.addIssue({ code: 'custom', message: 'The kit must be valid JSON.' });
      return z.NEVER;
    }
  })
  .pipe(Kit)
  .transform((kit) => JSON.stringify(kit));

/**
 * POST entry-update/ (SPEC §7): the caller's own team details. A field left out stays as it
 * is; kit null goes back to the default kit.
 */
export const EntryUpdateBody = z.object({
  name: nameField(TEAM_NAME_MAX, 'Ensure this field has no more than 20 characters.'),
  kit: KitText.nullable().optional(),
  favourite_team: z
    .number({ error: 'A valid integer is required.' })
    .int('A valid integer is required.')
    .min(1)
    .max(2_147_483_647)
    .nullable()
    .optional(),
  email: z.boolean({ error: 'Must be a valid boolean.' }).optional(),
});
