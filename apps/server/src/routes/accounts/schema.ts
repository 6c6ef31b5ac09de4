import { z } from 'zod';
import { nameField } from '../../services/validate';

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
const name = nameField(40, 'Ensure this field has no more than 40 characters.');
/** A region's id: an integer in the id column's range, never a string or a boolean. */
const regionId = z
  .number({ error: 'A valid integer is required.' })
  .int('A valid integer is required.')
  .min(1, 'Select a valid region.')
  .max(2_147_483_647, 'Select a valid region.');

export const RegisterBody = z.object({
  email,
  password: newPassword,
  first_name: name,
  last_name: name,
  region: regionId,
  redirect_uri: z.string().max(2048).optional(),
});

/** The same fields sent as an HTML form, where every value is text: the region as digits. */
export const RegisterForm = RegisterBody.extend({
  region: z
    .string({ error: 'A valid integer is required.' })
    .regex(/^\d{1,10}$/, 'A valid integer is required.')
    .transform(Number)
    .pipe(regionId),
});

export const LoginBody = z.object({
  login: z.string().max(254).default(''),
  password: z.string().max(1024).default(''),
  app: z.string().optional(),
  redirect_uri: z.string().max(2048).optional(),
});

export const PasswordChangeBody = z.object({
  old_password: z.string({ error: 'This field is required.' }).max(1024),
  new_password: newPassword,
});

export const PasswordResetBody = z.object({ email });

export const PasswordResetConfirmBody = z.object({
  token: z.string({ error: 'This field is required.' }).min(1).max(200),
  new_password: newPassword,
});

export const LogoutQuery = z.object({ redirect_uri: z.string().max(2048).optional() });
