import { alternatePath, type Language } from '@swat/shared-contracts';

/**
 * A portal path in the page's language: the client area lives at /client-dashboard… and at
 * /ar/client-dashboard…, so its links keep the reader in the language they are reading.
 */
export const pathIn = (path: string, language: Language): string => (language === 'ar' ? alternatePath(path, 'ar') : path);
