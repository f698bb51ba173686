import { useCallback } from 'react';
import { useMessages } from '../../i18n/portal-messages';
import { toApiFailure } from '../api/failure';

/** A failure that carries no server message, said by its kind in the page's language (FormAlert's fallback). */
export function useFailureKindText(): (kind: string) => string {
  const { t } = useMessages();
  return useCallback(
    (kind: string) => t(kind === 'network' ? 'failure.network' : kind === 'invalid-response' ? 'failure.invalidResponse' : 'failure.unknown'),
    [t],
  );
}

/**
 * What to tell the reader about a failed request: the server's own message when it wrote one,
 * else a sentence in the page's language for the kind of failure (no network, an answer the page
 * cannot read, anything else).
 */
export function useFailureText(): (error: unknown) => string {
  const byKind = useFailureKindText();
  return useCallback(
    (error: unknown) => {
      const failure = toApiFailure(error);
      return failure.serverMessage ?? byKind(failure.kind);
    },
    [byKind],
  );
}
