import { readFile, stat } from 'node:fs/promises';
import path from 'node:path';

/**
 * The shell's built index.html, re-read when the file changes so a rebuilt
 * shell (npm run dev) is served without restarting the bff.
 */
export function createShellTemplate(shellDist: string) {
  const file = path.join(shellDist, 'index.html');
  let cached: { mtimeMs: number; html: string } | null = null;
  return async (): Promise<string> => {
    const info = await stat(file).catch(() => null);
    if (!info) throw new Error(`The shell is not built: ${file} is missing. Run npm run build.`);
    if (!cached || cached.mtimeMs !== info.mtimeMs) cached = { mtimeMs: info.mtimeMs, html: await readFile(file, 'utf8') };
    return cached.html;
  };
}
