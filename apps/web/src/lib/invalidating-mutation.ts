import { type QueryKey, useMutation, useQueryClient } from '@tanstack/react-query';

/**
 * A mutation after which the given queries are read again, one after the other: on success, or
 * once it is `settled` where a failure may have changed them too. The mutation stays pending
 * until they are read, so a screen shows the new state as soon as it ends.
 */
export function useInvalidatingMutation<TData, TVariables = void>(
  mutationFn: (variables: TVariables) => Promise<TData>,
  keys: readonly QueryKey[],
  when: 'success' | 'settled' = 'success',
) {
  const client = useQueryClient();
  const invalidate = async () => {
    for (const queryKey of keys) await client.invalidateQueries({ queryKey });
  };
  return useMutation({
    mutationFn,
    onSuccess: when === 'success' ? invalidate : undefined,
    onSettled: when === 'settled' ? invalidate : undefined,
  });
}
