import { formatDateTime, type ChatTurn } from '@swat/shared-contracts';
import { useMessages } from '../../i18n/portal-messages';

/**
 * An assistant conversation as staff read it: who spoke, what was said, when. `compact` is the
 * short form inside an inquiry card; the transcript page shows speech bubbles with times.
 */
export function TranscriptTurns({ turns, label, compact = false }: { turns: readonly ChatTurn[]; label: string; compact?: boolean }) {
  const { t, language } = useMessages();
  const speaker = (turn: ChatTurn) => t(turn.role === 'user' ? 'admin.chat.visitor' : 'admin.chat.assistant');
  if (compact) {
    return (
      <ol aria-label={label} className="pt:mt-2 pt:space-y-2 pt:text-sm">
        {turns.map((turn) => (
          <li key={turn.id} className="pt:whitespace-pre-line pt:text-ink">
            <span className="pt:font-semibold">{speaker(turn)} </span>
            <bdi dir="auto">{turn.text}</bdi>
          </li>
        ))}
      </ol>
    );
  }
  return (
    <ol aria-label={label} className="pt:space-y-3">
      {turns.map((turn) => {
        const visitor = turn.role === 'user';
        return (
          <li key={turn.id} className={`pt:flex ${visitor ? 'pt:justify-end' : 'pt:justify-start'}`}>
            <div
              className={`pt:max-w-[80%] pt:rounded-xl pt:px-4 pt:py-2 ${visitor ? 'pt:bg-brand pt:text-white' : 'pt:border pt:border-line pt:bg-surface pt:text-ink'}`}
            >
              <p className="pt:sr-only">{speaker(turn)}</p>
              <p dir="auto" className="pt:whitespace-pre-line">
                {turn.text}
              </p>
              <p className={`pt:mt-1 pt:text-xs ${visitor ? 'pt:text-white' : 'pt:text-muted'}`}>
                {formatDateTime(turn.createdAt, language)}
                {turn.provider && !visitor ? ` · ${turn.provider}` : ''}
              </p>
            </div>
          </li>
        );
      })}
    </ol>
  );
}
