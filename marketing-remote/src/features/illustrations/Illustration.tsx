import type { ReactNode } from 'react';
import type { IllustrationName } from '../../content/types';

interface Props {
  name: IllustrationName;
}

const W = 480;
const H = 360;

/**
 * Original, decorative line-and-shape drawings. They carry no information the text
 * does not, so they are hidden from assistive technology. Fixed width and height
 * reserve their box before paint, so nothing shifts.
 */
export function Illustration({ name }: Props) {
  return (
    <svg
      viewBox={`0 0 ${W} ${H}`}
      width={W}
      height={H}
      aria-hidden="true"
      focusable="false"
      className="mk:h-auto mk:w-full mk:max-w-md"
      data-illustration={name}
    >
      <rect x="0" y="0" width={W} height={H} rx="28" className="mk:fill-brand-strong" />
      {drawings[name]}
    </svg>
  );
}

const dots = (points: readonly (readonly [number, number])[], r = 7) =>
  points.map(([x, y]) => <circle key={`${x}-${y}`} cx={x} cy={y} r={r} className="mk:fill-accent" />);

const lines = (pairs: readonly (readonly [number, number, number, number])[]) =>
  pairs.map(([x1, y1, x2, y2]) => (
    <line key={`${x1}-${y1}-${x2}-${y2}`} x1={x1} y1={y1} x2={x2} y2={y2} strokeWidth="2" className="mk:stroke-white/40" />
  ));

const bars = (values: readonly number[], x0: number, base: number, width: number) =>
  values.map((v, i) => (
    <rect key={i} x={x0 + i * (width + 14)} y={base - v} width={width} height={v} rx="6" className={i % 2 ? 'mk:fill-accent' : 'mk:fill-white/80'} />
  ));

const drawings: Record<IllustrationName, ReactNode> = {
  network: (
    <g>
      <circle cx="240" cy="180" r="120" fill="none" strokeWidth="2" className="mk:stroke-white/25" />
      <circle cx="240" cy="180" r="70" fill="none" strokeWidth="2" className="mk:stroke-white/25" />
      {lines([
        [240, 180, 130, 110],
        [240, 180, 350, 100],
        [240, 180, 380, 230],
        [240, 180, 150, 270],
        [240, 180, 280, 60],
        [130, 110, 280, 60],
        [350, 100, 380, 230],
      ])}
      {dots([
        [130, 110],
        [350, 100],
        [380, 230],
        [150, 270],
        [280, 60],
      ])}
      <circle cx="240" cy="180" r="16" className="mk:fill-white" />
    </g>
  ),
  fieldwork: (
    <g>
      <rect x="70" y="70" width="150" height="220" rx="18" className="mk:fill-white/90" />
      {[110, 150, 190, 230].map((y) => (
        <g key={y}>
          <rect x="92" y={y} width="18" height="18" rx="4" className="mk:fill-brand" />
          <rect x="122" y={y + 4} width="76" height="10" rx="5" className="mk:fill-brand-soft" />
        </g>
      ))}
      <circle cx="330" cy="140" r="46" className="mk:fill-accent" />
      <rect x="276" y="200" width="108" height="90" rx="40" className="mk:fill-accent" />
      <path d="M226 160 C 250 150, 262 150, 282 160" fill="none" strokeWidth="3" strokeDasharray="6 6" className="mk:stroke-white/70" />
    </g>
  ),
  analysis: (
    <g>
      <line x1="70" y1="290" x2="410" y2="290" strokeWidth="3" className="mk:stroke-white/60" />
      {bars([90, 140, 120, 190, 170, 230], 90, 290, 36)}
      <polyline points="108,180 158,140 208,160 258,100 308,110 358,60" fill="none" strokeWidth="4" className="mk:stroke-accent" />
    </g>
  ),
  strategy: (
    <g>
      <path d="M80 280 L 180 200 L 250 230 L 400 90" fill="none" strokeWidth="6" strokeLinecap="round" className="mk:stroke-accent" />
      <path d="M370 86 L 404 86 L 404 120" fill="none" strokeWidth="6" strokeLinecap="round" className="mk:stroke-accent" />
      {[
        [80, 280],
        [180, 200],
        [250, 230],
      ].map(([x, y]) => (
        <circle key={x} cx={x} cy={y} r="14" className="mk:fill-white" />
      ))}
      <rect x="80" y="70" width="160" height="70" rx="14" fill="none" strokeWidth="2" className="mk:stroke-white/50" />
      <rect x="100" y="92" width="90" height="10" rx="5" className="mk:fill-white/70" />
      <rect x="100" y="112" width="60" height="10" rx="5" className="mk:fill-white/40" />
    </g>
  ),
  ai: (
    <g>
      {lines([
        [120, 100, 240, 80],
        [120, 100, 240, 180],
        [120, 180, 240, 80],
        [120, 180, 240, 280],
        [120, 260, 240, 180],
        [120, 260, 240, 280],
        [240, 80, 360, 140],
        [240, 180, 360, 140],
        [240, 180, 360, 230],
        [240, 280, 360, 230],
      ])}
      {dots(
        [
          [120, 100],
          [120, 180],
          [120, 260],
        ],
        12,
      )}
      {[80, 180, 280].map((y) => (
        <circle key={y} cx="240" cy={y} r="14" className="mk:fill-white" />
      ))}
      {[140, 230].map((y) => (
        <circle key={y} cx="360" cy={y} r="18" className="mk:fill-accent" />
      ))}
    </g>
  ),
  panel: (
    <g>
      {Array.from({ length: 5 }, (_, row) =>
        Array.from({ length: 7 }, (_, col) => (
          <circle
            key={`${row}-${col}`}
            cx={90 + col * 50}
            cy={80 + row * 50}
            r="14"
            className={(row * 7 + col) % 5 === 0 ? 'mk:fill-accent' : 'mk:fill-white/70'}
          />
        )),
      )}
    </g>
  ),
  monitor: (
    <g>
      <rect x="70" y="70" width="340" height="200" rx="16" className="mk:fill-white/95" />
      <polyline points="95,220 150,190 200,205 250,140 300,160 350,110 385,120" fill="none" strokeWidth="4" className="mk:stroke-brand" />
      <circle cx="350" cy="110" r="9" className="mk:fill-danger" />
      <rect x="95" y="92" width="110" height="12" rx="6" className="mk:fill-brand-soft" />
      <rect x="200" y="282" width="80" height="16" rx="6" className="mk:fill-white/60" />
    </g>
  ),
  training: (
    <g>
      <rect x="80" y="80" width="320" height="180" rx="12" className="mk:fill-white/95" />
      <rect x="110" y="110" width="150" height="14" rx="7" className="mk:fill-brand" />
      <rect x="110" y="140" width="220" height="10" rx="5" className="mk:fill-brand-soft" />
      <rect x="110" y="162" width="200" height="10" rx="5" className="mk:fill-brand-soft" />
      {bars([30, 50, 42], 290, 240, 22)}
      <rect x="150" y="270" width="180" height="12" rx="6" className="mk:fill-accent" />
    </g>
  ),
  lab: (
    <g>
      <path d="M200 80 h80 v70 l60 120 a16 16 0 0 1 -14 22 h-172 a16 16 0 0 1 -14 -22 l60 -120 z" className="mk:fill-white/90" />
      <path d="M168 230 h144 l22 44 a10 10 0 0 1 -9 14 h-170 a10 10 0 0 1 -9 -14 z" className="mk:fill-accent" />
      {dots(
        [
          [225, 255],
          [260, 268],
          [245, 240],
        ],
        6,
      )}
    </g>
  ),
  legal: (
    <g>
      <rect x="140" y="60" width="200" height="250" rx="14" className="mk:fill-white/95" />
      {[100, 130, 160, 190, 220].map((y) => (
        <rect key={y} x="170" y={y} width={y === 220 ? 80 : 140} height="10" rx="5" className="mk:fill-brand-soft" />
      ))}
      <circle cx="300" cy="260" r="34" className="mk:fill-accent" />
      <path d="M284 260 l12 12 l22 -24" fill="none" strokeWidth="6" strokeLinecap="round" className="mk:stroke-brand-strong" />
    </g>
  ),
  contact: (
    <g>
      <rect x="80" y="100" width="320" height="190" rx="18" className="mk:fill-white/95" />
      <path d="M80 118 L 240 220 L 400 118" fill="none" strokeWidth="4" className="mk:stroke-brand" />
      <circle cx="380" cy="100" r="30" className="mk:fill-accent" />
      <rect x="370" y="86" width="20" height="20" rx="4" className="mk:fill-brand-strong" />
    </g>
  ),
};
