import { useLanguage } from '../language';

const SIZE_CLASSES = {
  sm: 'h-8',
  md: 'h-10',
  lg: 'h-12',
  // The header: small on phones, medium on tablets, large on wide screens.
  responsive: 'h-8 md:h-10 xl:h-12',
} as const;

export type LogoSize = keyof typeof SIZE_CLASSES;

/** The brand mark as inline SVG: sharp at every size, no extra request, and one accessible name. */
export function Logo({ size = 'responsive', inverted = false }: { size?: LogoSize; inverted?: boolean }) {
  const { t } = useLanguage();
  // The mark never mirrors: it is drawn left-to-right in both languages.
  return (
    <svg
      viewBox="0 0 188 48"
      role="img"
      aria-label={t('logoAlt')}
      direction="ltr"
      data-size={size}
      className={`${SIZE_CLASSES[size]} w-auto shrink-0`}
      xmlns="http://www.w3.org/2000/svg"
    >
      <rect x="1" y="1" width="46" height="46" rx="10" className={inverted ? 'fill-white/15' : 'fill-brand'} />
      <path d="M12 34 L20 22 L27 28 L36 13" fill="none" strokeWidth="4" strokeLinecap="round" strokeLinejoin="round" className="stroke-accent" />
      <circle cx="36" cy="13" r="3.5" className="fill-accent" />
      <text x="58" y="27" fontSize="22" fontWeight="800" letterSpacing="1" className={`font-display ${inverted ? 'fill-white' : 'fill-brand'}`}>
        SWAT
      </text>
      <text x="58" y="42" fontSize="11.5" fontWeight="600" letterSpacing="3.2" className={`font-sans ${inverted ? 'fill-white/85' : 'fill-muted'}`}>
        RESEARCH
      </text>
    </svg>
  );
}
