// A spacing or inset value: a number, a fraction, px, full, auto or an arbitrary [..]/(..) value.
const VALUE = '(?:\\d[\\d./]*|px|full|auto|\\[.+\\]|\\(.+\\))';

/**
 * Finds Tailwind utilities that name a physical side (left/right) in source text. Right-to-left
 * pages need the logical ones (ms-/me-, ps-/pe-, start-/end-, border-s/-e, rounded-s/-e,
 * text-start/-end), which follow the page's direction.
 */
const PHYSICAL_UTILITY = new RegExp(
  [
    `^-?(?:m|p|scroll-m|scroll-p)[lr]-${VALUE}$`,
    `^-?(?:left|right)-${VALUE}$`,
    '^(?:border|rounded)-[lr](?:-\\S+)?$',
    '^rounded-(?:tl|tr|bl|br)(?:-\\S+)?$',
    '^(?:text|float|clear)-(?:left|right)$',
    '^space-x-reverse$',
  ].join('|'),
);

/** Strips variants (`md:`, `hover:`, `rtl:`, a remote prefix such as `pt:`) and the important mark. */
function baseUtility(token: string): string {
  let depth = 0;
  let start = 0;
  for (let i = 0; i < token.length; i += 1) {
    const char = token[i];
    if (char === '[') depth += 1;
    else if (char === ']') depth -= 1;
    else if (char === ':' && depth === 0) start = i + 1;
  }
  return token.slice(start).replace(/^!|!$/g, '');
}

export interface PhysicalUtilityHit {
  line: number;
  utility: string;
}

export function findPhysicalUtilities(source: string): PhysicalUtilityHit[] {
  const hits: PhysicalUtilityHit[] = [];
  source.split('\n').forEach((text, index) => {
    for (const token of text.split(/[\s"'`{}()]+/)) {
      if (token && PHYSICAL_UTILITY.test(baseUtility(token))) hits.push({ line: index + 1, utility: token });
    }
  });
  return hits;
}
