/**
 * `attachment` with the name twice: an ASCII stand-in for old clients and the UTF-8 original
 * (RFC 6266 / 5987), so Arabic file names arrive intact. `inline` is for the few types a browser
 * shows without running anything of the file's (a PDF); the caller decides, never the file.
 */
export function contentDisposition(filename: string, type: 'attachment' | 'inline' = 'attachment'): string {
  const ascii = filename.replace(/[^\x20-\x7e]/g, '_').replace(/["\\%]/g, '_');
  return `${type}; filename="${ascii}"; filename*=UTF-8''${encodeURIComponent(filename).replace(/['()*]/g, (ch) => `%${ch.charCodeAt(0).toString(16).toUpperCase()}`)}`;
}
