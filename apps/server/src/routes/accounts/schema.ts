import { z } from 'zod';

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
const name = z
  .string({ error: 'This field is required.' })
  .trim()
  .min(1, 'This field may not be blank.')
  .max(40, 'Ensure this field has no more than 40 characters.');

export const RegisterBody = z.object({
  email,
  password: newPassword,
  first_name: name,
  last_name: name,
  region: z.coerce
    .number({ error: 'A valid integer is required.' })
    .int('A valid integer is required.'),
  redirect_uri: z.string().optional(),
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
