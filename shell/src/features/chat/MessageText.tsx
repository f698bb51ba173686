import { Link } from 'react-router-dom';

/** Site paths ("/services/field-data"), web addresses and e-mail addresses in an answer. */
const LINKABLE = /(https?:\/\/[^\s<>()]+[^\s<>().,;:!?'"])|((?<=^|[\s(:"“])\/[a-z0-9][a-z0-9/-]*[a-z0-9]|(?<=^|[\s(:"“])\/[a-z0-9])|([\w.+-]+@[\w-]+(?:\.[\w-]+)+)/gi;

/**
 * An answer's text with its links made real: site paths navigate inside the app (no reload, the
 * conversation stays), other addresses open normally. Each is set left to right on its own, so in an
 * Arabic answer "/ar/training" keeps its slash in front instead of reading "ar/training/".
 */
export function MessageText({ text, onNavigate }: { text: string; onNavigate?: () => void }) {
  const parts: React.ReactNode[] = [];
  let last = 0;
  for (const match of text.matchAll(LINKABLE)) {
    const [found, url, path, email] = match;
    const start = match.index;
    if (start > last) parts.push(text.slice(last, start));
    const className = 'font-medium text-brand underline underline-offset-2 hover:text-brand-strong';
    if (path) {
      parts.push(
        <Link key={start} to={path} dir="ltr" className={className} onClick={onNavigate}>
          {found}
        </Link>,
      );
    } else if (url) {
      parts.push(
        <a key={start} href={url} dir="ltr" className={className} target="_blank" rel="noopener noreferrer">
          {found}
        </a>,
      );
    } else if (email) {
      parts.push(
        <a key={start} href={`mailto:${email}`} dir="ltr" className={className}>
          {found}
        </a>,
      );
    }
    last = start + found.length;
  }
  if (last < text.length) parts.push(text.slice(last));
  return <>{parts}</>;
}
