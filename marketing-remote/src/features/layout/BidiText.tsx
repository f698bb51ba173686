import { Fragment, type ReactNode } from 'react';

/**
 * E-mail addresses, web addresses, international phone numbers and code-like names (cookie names,
 * file names) read left to right even inside Arabic; left to the bidi algorithm, "+971 4 555 0142"
 * comes out as "0142 555 4 971+". Trailing sentence punctuation stays outside the match.
 */
const LTR_RUN =
  /([\w.+-]+@[\w-]+(?:\.[\w-]+)+|https?:\/\/[^\s،]+[^\s،.,;:!?)]|www\.[^\s،]+[^\s،.,;:!?)]|\+\d(?:[\d ()./-]*\d)?|\b[a-z][a-z0-9]*(?:[_.][a-z0-9]+)+\b)/g;

/** Text with its left-to-right runs isolated, so they keep their order and their punctuation in either direction. */
export function isolateLtr(text: string): ReactNode {
  const parts = text.split(LTR_RUN);
  if (parts.length === 1) return text;
  return parts.map((part, i) =>
    // split() with one capture group puts the matches at the odd indexes.
    i % 2 === 1 ? (
      <bdi key={i} dir="ltr">
        {part}
      </bdi>
    ) : (
      <Fragment key={i}>{part}</Fragment>
    ),
  );
}
