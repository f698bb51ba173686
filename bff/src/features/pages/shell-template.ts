import { readFile, stat } from 'node:fs/promises';
import path from 'node:path';
import { stylesheetTag } from './composer';

export interface ShellTemplate {
  html: string;
  /** Changes whenever the file does: part of the key of every page composed from it. */
  version: string;
}

/** How often a file the bff serves from is checked for a new build: not on every request. */
export const FILE_CHECK_INTERVAL_MS = 1_000;

/**
 * Calls `read` again when the file's modification time changed, looking at the file at most once
 * per FILE_CHECK_INTERVAL_MS: a rebuilt front-end (npm run dev) is served within a second, and a
 * busy server does not ask the disk on every request.
 */
export function watchedFile<T>(file: string, read: (mtimeMs: number) => Promise<T>, missing: () => T) {
  let checkedAt = 0;
  let checking: Promise<T> | null = null;
  let current: { mtimeMs: number; value: T } | null = null;
  const check = async (): Promise<T> => {
    const info = await stat(file).catch(() => null);
    if (!info) {
      current = null;
      return missing();
    }
    if (current?.mtimeMs !== info.mtimeMs) current = { mtimeMs: info.mtimeMs, value: await read(info.mtimeMs) };
    return current.value;
  };
  return (): Promise<T> => {
    if (current && Date.now() - checkedAt < FILE_CHECK_INTERVAL_MS) return Promise.resolve(current.value);
    if (!checking) {
      checking = check().finally(() => {
        checkedAt = Date.now();
        checking = null;
      });
    }
    return checking;
  };
}

const SHELL_STYLESHEET = /<link rel="stylesheet"[^>]*\shref="(\/assets\/[^"]+\.css)"[^>]*>/g;

/**
 * The shell's stylesheets written into the page instead of linked: on a phone each linked
 * stylesheet is a round trip before the first paint, and the shell's is small. A file that cannot
 * be read stays a link.
 */
export async function inlineShellStylesheets(html: string, shellDist: string): Promise<string> {
  const links = [...html.matchAll(SHELL_STYLESHEET)];
  const styles = await Promise.all(
    links.map(([, href]) => readFile(path.join(shellDist, href!), 'utf8').then(
      (css) => stylesheetTag({ href: href!, css }),
      () => null,
    )),
  );
  return links.reduce((page, link, index) => (styles[index] ? page.replace(link[0], () => styles[index]!) : page), html);
}

/** The shell's built index.html, its stylesheets inline, re-read when the file changes. */
export function createShellTemplate(shellDist: string) {
  const file = path.join(shellDist, 'index.html');
  return watchedFile<ShellTemplate>(
    file,
    async (mtimeMs) => ({ html: await inlineShellStylesheets(await readFile(file, 'utf8'), shellDist), version: String(mtimeMs) }),
    () => {
      throw new Error(`The shell is not built: ${file} is missing. Run npm run build.`);
    },
  );
}
