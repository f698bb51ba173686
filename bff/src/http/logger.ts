/** Structured JSON logs, one line per event. Callers pass fields, never secrets. */
export type LogLevel = 'debug' | 'info' | 'warn' | 'error' | 'silent';
const order: Record<LogLevel, number> = { debug: 10, info: 20, warn: 30, error: 40, silent: 100 };

export interface Logger {
  debug(msg: string, fields?: Record<string, unknown>): void;
  info(msg: string, fields?: Record<string, unknown>): void;
  warn(msg: string, fields?: Record<string, unknown>): void;
  error(msg: string, fields?: Record<string, unknown>): void;
}

/**
 * Lines to stdout, gathered per turn of the event loop: at thousands of requests a second one
 * write per line costs a system call each (and, under `npm start`, a wake-up of the supervisor
 * reading the pipe); one write per turn carries them all. Whatever is pending is written
 * synchronously when the process exits, so no line is lost.
 */
export function batchedStdout(stream: NodeJS.WritableStream = process.stdout): (line: string) => void {
  let pending: string[] = [];
  const flush = () => {
    if (pending.length === 0) return;
    const text = `${pending.join('\n')}\n`;
    pending = [];
    stream.write(text);
  };
  process.once('exit', flush);
  return (line) => {
    if (pending.length === 0) setImmediate(flush);
    pending.push(line);
  };
}

let stdoutWriter: ((line: string) => void) | undefined;
const toStdout = (line: string) => (stdoutWriter ??= batchedStdout())(line);

export function createLogger(level: LogLevel, write: (line: string) => void = toStdout): Logger {
  const emit = (at: Exclude<LogLevel, 'silent'>) => (msg: string, fields: Record<string, unknown> = {}) => {
    if (order[at] < order[level]) return;
    const safe = Object.fromEntries(
      Object.entries(fields).map(([k, v]) => [k, v instanceof Error ? { name: v.name, message: v.message } : v]),
    );
    write(JSON.stringify({ time: new Date().toISOString(), level: at, msg, ...safe }));
  };
  return { debug: emit('debug'), info: emit('info'), warn: emit('warn'), error: emit('error') };
}
