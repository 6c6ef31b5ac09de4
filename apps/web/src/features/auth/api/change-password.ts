import { useMutation } from '@tanstack/react-query';
import type { PasswordChangeInput } from '@ofl/api';

import { api } from '../../../lib/api-client';

/** What the change-password form sends. */
export type ChangePasswordInput = PasswordChangeInput;

/** Changes the signed-in player's password; 204 on success. */
export function changePassword(input: ChangePasswordInput): Promise<void> {
  return api.post<void>('/accounts/password-change/', input);
}

/** The change-password mutation. */
export function useChangePassword() {
  return useMutation({ mutationFn: changePassword });
}
