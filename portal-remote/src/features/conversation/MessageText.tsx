import type { ReactNode } from 'react';

const LINK = /\bhttps?:\/\/[^\s<>"'\u200e\u200f]+/giu;
// Punctuation that ends a sentence rather than the address ("see https://x.com/a.").
const TRAILING = /[.,;:!?؟،؛)\]}»]+$/u;

/** The link in `candidate` if it is a well-formed http(s) address; anything else stays text. */
function safeHref(candidate: string): string | null {
  try {
    const url = new URL(candidate);
    return url.protocol === 'http:' || url.protocol === 'https:' ? url.href : null;
  } catch {
    return null;
  }
}

/**
 * A message's plain text with its web addresses made into links. React writes every piece as
 * text, so nothing a person typed is ever read as markup; only http(s) addresses become links,
 * opened in a new tab without giving it this page (noopener) or its address (noreferrer). Each
 * address is isolated left-to-right, so an Arabic sentence around it keeps its order.
 */
export function MessageText({ text }: { text: string }) {
  const parts: ReactNode[] = [];
  let at = 0;
  for (const match of text.matchAll(LINK)) {
    const start = match.index;
    const raw = match[0].replace(TRAILING, '');
    const href = safeHref(raw);
    if (!href) continue;
    if (start > at) parts.push(text.slice(at, start));
    parts.push(
      <a key={start} href={href} target="_blank" rel="noopener noreferrer" dir="ltr" className="pt:break-all pt:text-brand pt:underline">
        <bdi>{raw}</bdi>
      </a>,
    );
    at = start + raw.length;
  }
  if (at < text.length) parts.push(text.slice(at));
  return <>{parts}</>;
}
