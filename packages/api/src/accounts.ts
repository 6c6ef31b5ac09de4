// The accounts service under /accounts/ and the session (`GET /api/me/`).
import { z } from 'zod';
import { MAX_ROW_ID, int, nameField } from './common';

const email = z
  .string({ error: 'This field is required.' })
  .trim()
  .toLowerCase()
  .max(254, 'Ensure this field has no more than 254 characters.')
  .pipe(z.email({ error: 'Enter a valid email address.' }));
const newPassword = z
  .string({ error: 'This field is required.' })
  .min(8, 'This password is too short. It must contain at least 8 characters.')
  .max(128, 'Ensure this field has no more than 128 characters.')
  .refine((p) => !/^\d+$/.test(p), 'This password is entirely numeric.');
/** Where to go afterwards: an address on this site (the server checks it). */
const redirectUri = z.string().max(2048).optional();
const name = nameField(40, 'Ensure this field has no more than 40 characters.');

/** POST accounts/register/ (JSON or a form). */
export const RegisterBody = z.object({
  email,
  password: newPassword,
  first_name: name,
  last_name: name,
  // A number, never text or a boolean (a form's digits are made a number before this).
  region: int.min(1, 'Select a valid region.').max(MAX_ROW_ID, 'Select a valid region.'),
  redirect_uri: redirectUri,
});
export type RegisterInput = z.input<typeof RegisterBody>;

/** POST accounts/login/ (an HTML form). */
export const LoginBody = z.object({
  login: z.string().max(254).default(''),
  password: z.string().max(1024).default(''),
  app: z.string().optional(),
  redirect_uri: redirectUri,
});

/** POST accounts/password-change/. */
export const PasswordChangeBody = z.object({
  old_password: z.string({ error: 'This field is required.' }).max(1024),
  new_password: newPassword,
});
export type PasswordChangeInput = z.input<typeof PasswordChangeBody>;

/** POST accounts/password-reset/. */
export const PasswordResetBody = z.object({ email });
export type PasswordResetInput = z.input<typeof PasswordResetBody>;

/** POST accounts/password-reset/confirm/. */
export const PasswordResetConfirmBody = z.object({
  token: z.string({ error: 'This field is required.' }).min(1).max(200),
  new_password: newPassword,
});
export type PasswordResetConfirmInput = z.input<typeof PasswordResetConfirmBody>;

/** GET accounts/logout/?redirect_uri=. */
export const LogoutQuery = z.object({ redirect_uri: redirectUri });

/** GET accounts/regions/: one region a player can register from. */
export const Region = z.object({
  id: z.number(),
  name: z.string(),
  iso_code_short: z.string(),
  iso_code_long: z.string(),
});
export type Region = z.infer<typeof Region>;
export const Regions = z.array(Region);

/** The signed-in player of `me/` (api-shapes §12). */
export const Player = z.object({
  id: z.number(),
  first_name: z.string(),
  last_name: z.string(),
  email: z.string(),
  entry: z.number().nullable(),
  entry_email: z.string().nullable(),
  entry_language: z.string(),
  region: z.number(),
  date_of_birth: z.null(),
  gender: z.null(),
  dirty: z.boolean(),
  default_event: z.number(),
});
export type Player = z.infer<typeof Player>;

/** GET me/ (and the answer of a JSON register): the player or nobody, and the watched codes. */
export const Me = z.object({ player: Player.nullable(), watched: z.array(z.number()) });
export type Me = z.infer<typeof Me>;

/** GET health/. */
export const Health = z.object({ status: z.literal('ok'), database: z.string() });
