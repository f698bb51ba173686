import { Component, type ErrorInfo, type ReactNode } from 'react';
import { pageMessages } from '../../i18n/page-messages';
import { markFirstPageShown } from '../../lib/first-page';
import { currentPageLanguage } from '../../lib/page-language';

interface Props {
  onRetry: () => void;
  children: ReactNode;
}

interface State {
  failed: boolean;
}

/** Keeps a remote's failure inside the page area: header, footer and chat stay usable. */
export class RemoteErrorBoundary extends Component<Props, State> {
  override state: State = { failed: false };

  static getDerivedStateFromError(): State {
    return { failed: true };
  }

  override componentDidCatch(error: Error, info: ErrorInfo): void {
    markFirstPageShown();
    console.error('A page module failed to load or render', error, info.componentStack);
  }

  override render() {
    if (!this.state.failed) return this.props.children;
    const { t } = pageMessages(currentPageLanguage());
    return (
      <div role="alert" className="mx-auto max-w-xl px-6 py-20 text-center" data-testid="remote-unavailable">
        <h1 className="text-2xl font-semibold text-ink">{t('remoteUnavailable.heading')}</h1>
        <p className="mt-3 text-muted">{t('remoteUnavailable.body')}</p>
        <button
          type="button"
          onClick={this.props.onRetry}
          className="mt-6 rounded-md bg-brand px-5 py-2.5 font-medium text-white hover:bg-brand-strong"
        >
          {t('remoteUnavailable.retry')}
        </button>
      </div>
    );
  }
}
