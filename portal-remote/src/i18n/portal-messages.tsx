import { useMemo, type ComponentType, type ReactNode } from 'react';
import { IntlProvider, useIntl } from 'react-intl';
import {
  directionOf,
  languageOfLocale,
  sharedCatalogs,
  type Language,
  type RemotePageProps,
  type SharedMessageKey,
  type TextDirection,
} from '@swat/shared-contracts';
import { portalCatalogs, type PortalMessageKey } from './messages';
import { validationEn } from './messages/validation.en';

export type MessageKey = PortalMessageKey | SharedMessageKey;
type Values = Record<string, string | number | boolean | Date | null | undefined>;

/**
 * The portal's messages on top of the shell's IntlProvider: the locale (and so the language,
 * which the shell takes from the route) is the shell's; the messages are the shared ones and the
 * portal's. Without the shell's provider this throws react-intl's own error, which the shell
 * answers by loading its provider (see the shell's IntlGate).
 */
export function PortalMessages({ children }: { children: ReactNode }) {
  const shell = useIntl();
  const language = languageOfLocale(shell.locale);
  const messages = useMemo(() => ({ ...sharedCatalogs[language], ...portalCatalogs[language] }), [language]);
  return (
    <IntlProvider locale={shell.locale} defaultLocale={shell.defaultLocale} messages={messages} onError={shell.onError}>
      {children}
    </IntlProvider>
  );
}

/** Every portal page inside PortalMessages (the page table wraps them with it). */
export function withPortalMessages(Page: ComponentType<RemotePageProps>): ComponentType<RemotePageProps> {
  function PageWithMessages(props: RemotePageProps) {
    return (
      <PortalMessages>
        <Page {...props} />
      </PortalMessages>
    );
  }
  return PageWithMessages;
}

export interface PortalWords {
  language: Language;
  dir: TextDirection;
  /** A portal or shared message by key, arguments filled in. */
  t: (key: MessageKey, values?: Values) => string;
}

/** The portal's typed way to its messages: `const { t } = useMessages(); t('signIn.email')`. */
export function useMessages(): PortalWords {
  const intl = useIntl();
  return useMemo(() => {
    const language = languageOfLocale(intl.locale);
    return { language, dir: directionOf(language), t: (key: MessageKey, values?: Values) => intl.formatMessage({ id: key }, values) };
  }, [intl]);
}

const validationKeys: ReadonlyMap<string, PortalMessageKey> = new Map(
  Object.entries(validationEn).map(([key, text]) => [text, key as keyof typeof validationEn]),
);

/**
 * A field message of the shared schemas (or of the bff, which checks with the same schemas) in
 * the page's language; any other message as it is.
 */
export function localValidationMessage(message: string, t: PortalWords['t']): string {
  const key = validationKeys.get(message);
  return key ? t(key) : message;
}
