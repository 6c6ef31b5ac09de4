import { useMutation } from '@tanstack/react-query';
import type { PasswordResetInput } from '@ofl/api';

import { api } from '../../../lib/api-client';

/** Asks for a reset link; the server answers 204 whether or not the email is known. */
export function requestPasswordReset(input: PasswordResetInput): Promise<void> {
  return api.post<void>('/accounts/password-reset/', input);
}

/** The forgotten-password mutation. */
export function useRequestPasswordReset() {
  return useMutation({ mutationFn: requestPasswordReset });
}
