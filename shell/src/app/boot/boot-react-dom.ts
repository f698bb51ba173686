/**
 * React DOM's client, as a chunk of its own: main.tsx imports it one task after the shell's other
 * modules have run, so a phone evaluates the two in separate tasks instead of one long one. The
 * build preloads every `boot-*` chunk with the entry (shared-contracts/build/prerender.ts).
 */
export { createRoot, hydrateRoot } from 'react-dom/client';
