import type { ReactNode } from 'react';
import { useEffect, useRef } from 'react';
import { useLocation } from 'react-router-dom';
import type { PageContent } from '../../content/types';
import { Block, Hero } from './Blocks';

/**
 * Several routes show one page (/about and /about/our-vision, say); the route's
 * `section` names the element to bring into view once the page is on screen.
 */
export function useScrollToRouteSection(content: PageContent) {
  const { pathname, hash } = useLocation();
  // Landing on a sub-route jumps straight to its section, as an anchor link would; moving
  // between sections of a page already on screen glides, so the reader keeps their bearings.
  const landed = useRef(false);
  useEffect(() => {
    const normalised = pathname.length > 1 ? pathname.replace(/\/$/, '') : pathname;
    const target = hash ? decodeURIComponent(hash.slice(1)) : content.routes.find((r) => r.path === normalised)?.section;
    const smooth = landed.current;
    landed.current = true;
    if (!target) return;
    // After the shell's own scroll-to-top on navigation, which runs in the same commit.
    const frame = requestAnimationFrame(() => {
      const element = document.getElementById(target);
      if (!element) return;
      // A link to one question (/services#who-owns-the-data) opens its answer as well as showing it.
      if (element instanceof HTMLDetailsElement) element.open = true;
      const reduceMotion = window.matchMedia?.('(prefers-reduced-motion: reduce)').matches ?? false;
      element.scrollIntoView({ behavior: smooth && !reduceMotion ? 'smooth' : 'auto', block: 'start' });
    });
    return () => cancelAnimationFrame(frame);
  }, [pathname, hash, content]);
}

/** Every content page: hero with the one h1, then its blocks in order. */
export function ContentPage({ content, children }: { content: PageContent; children?: ReactNode }) {
  useScrollToRouteSection(content);
  // Only sections a sub-route shows group the page's questions; other block ids are in-page anchors.
  const routed = new Set(content.routes.flatMap((r) => (r.section ? [r.section] : [])));
  const sectionNames = new Map(content.blocks.flatMap((b) => (b.id && routed.has(b.id) ? [[b.id, b.heading] as const] : [])));
  return (
    <div>
      <Hero hero={content.hero} />
      {children}
      {content.blocks.map((block) => (
        <Block key={block.id ?? block.heading} block={block} sectionNames={sectionNames} />
      ))}
    </div>
  );
}
