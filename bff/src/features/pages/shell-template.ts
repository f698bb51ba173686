import { readFile, stat } from 'node:fs/promises';
import path from 'node:path';

export interface ShellTemplate {
  html: string;
  /** Changes whenever the file does: part of the key of every page composed from it. */
  version: string;
}

/**
 * The shell's built index.html, re-read when the file changes so a rebuilt
 * shell (npm run dev) is served without restarting the bff.
 */
export function createShellTemplate(shellDist: string) {
  const file = path.join(shellDist, 'index.html');
  let cached: ShellTemplate | null = null;
  return async (): Promise<ShellTemplate> => {
    const info = await stat(file).catch(() => null);
    if (!info) throw new Error(`The shell is not built: ${file} is missing. Run npm run build.`);
    const version = String(info.mtimeMs);
    if (cached?.version !== version) cached = { html: await readFile(file, 'utf8'), version };
    return cached;
  };
}
