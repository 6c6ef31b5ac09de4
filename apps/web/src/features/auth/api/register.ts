import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { RegisterInput } from '@ofl/api';

import { api } from '../../../lib/api-client';
import { getMeQueryOptions } from '../../../lib/api/get-me';
import type { Me } from '../../../lib/api/get-me';

/** Creates an account and signs it in; the answer is the new session. */
export function register(input: RegisterInput): Promise<Me> {
  return api.post<Me>('/accounts/register/', input);
}

/** Registers, then refreshes the session every screen reads. */
export function useRegister(options: { onSuccess?: () => void } = {}) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: register,
    onSuccess: async () => {
      await queryClient.invalidateQueries({ queryKey: getMeQueryOptions().queryKey });
      options.onSuccess?.();
    },
  });
}
