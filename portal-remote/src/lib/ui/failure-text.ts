import { useCallback } from 'react';
import { useMessages } from '../../i18n/portal-messages';
import { toApiFailure } from '../api/failure';

/**
 * What to tell the reader about a failed request: the server's own message when it wrote one,
 * else a sentence in the page's language for the kind of failure (no network, an answer the page
 * cannot read, anything else).
 */
export function useFailureText(): (error: unknown) => string {
  const { t } = useMessages();
  return useCallback(
    (error: unknown) => {
      const failure = toApiFailure(error);
      return failure.serverMessage ?? t(failure.kind === 'network' ? 'failure.network' : failure.kind === 'invalid-response' ? 'failure.invalidResponse' : 'failure.unknown');
    },
    [t],
  );
}
