import '@testing-library/jest-dom/vitest';
import { cleanup } from '@testing-library/react';
import { afterEach } from 'vitest';
import { LANGUAGES } from '@swat/shared-contracts';
import { loadPageMessages } from '../i18n/page-messages';

// The app loads a page's words before it first renders (main.tsx); tests render at once.
await Promise.all(LANGUAGES.map(loadPageMessages));

// Vitest runs without globals, so Testing Library cannot register its own cleanup.
afterEach(() => cleanup());
