import { useMutation } from '@tanstack/react-query';
import type { PasswordResetConfirmInput } from '@ofl/api';

import { api } from '../../../lib/api-client';

/** What the reset form sends: the token from the emailed link and the new password. */
export type ConfirmPasswordResetInput = PasswordResetConfirmInput;

/** Sets a new password with a reset token; 204 on success, 400 for a bad token or password. */
export function confirmPasswordReset(input: ConfirmPasswordResetInput): Promise<void> {
  return api.post<void>('/accounts/password-reset/confirm/', input);
}

/** The reset-password mutation. */
export function useConfirmPasswordReset() {
  return useMutation({ mutationFn: confirmPasswordReset });
}
