import { useMutation, useQueryClient, type QueryKey } from '@tanstack/react-query';
import { useShellServices } from '@swat/shared-contracts/shell';
import { useFailureText } from './failure-text';

interface Toast {
  title: string;
  description: string;
}

/**
 * A one-click action (mark handled, disable an account, publish, delete): the request, then the
 * resources it changed refreshed by key and a toast saying what happened; a refusal is toasted
 * with the reason in the reader's language. Forms do not use this: their refusals belong on
 * their fields (see showFailure).
 */
export function useToastedMutation<TVars = void, TData = unknown>({
  mutationFn,
  refresh,
  done,
  failedTitle,
}: {
  mutationFn: (vars: TVars) => Promise<TData>;
  /** The query keys the action changed. */
  refresh: readonly QueryKey[];
  /** What to say when it worked; nothing when the page shows the change itself. */
  done?: (vars: TVars, data: TData) => Toast;
  failedTitle: string;
}) {
  const queryClient = useQueryClient();
  const { toast } = useShellServices();
  const failureText = useFailureText();
  return useMutation({
    mutationFn,
    onSuccess: async (data, vars) => {
      if (done) toast(done(vars, data));
      await Promise.all(refresh.map((queryKey) => queryClient.invalidateQueries({ queryKey })));
    },
    onError: (error) => toast({ title: failedTitle, description: failureText(error), variant: 'destructive' }),
  });
}
