import { PassThrough } from 'node:stream';
import { describe, expect, it } from 'vitest';
import { batchedStdout, createLogger } from './logger';

describe('logger', () => {
  it('writes every line of one event-loop turn in a single write, in order', async () => {
    const stream = new PassThrough();
    const writes: string[] = [];
    stream.on('data', (chunk: Buffer) => writes.push(chunk.toString('utf8')));
    const log = createLogger('info', batchedStdout(stream));
    log.info('first', { n: 1 });
    log.debug('below the level');
    log.warn('second');
    await new Promise((resolve) => setImmediate(resolve));
    await new Promise((resolve) => setImmediate(resolve));
    expect(writes).toHaveLength(1);
    const lines = writes[0]!.trimEnd().split('\n').map((l) => JSON.parse(l) as { msg: string; level: string });
    expect(lines.map((l) => [l.level, l.msg])).toEqual([
      ['info', 'first'],
      ['warn', 'second'],
    ]);
  });

  it('never writes an error object beyond its name and message', () => {
    const lines: string[] = [];
    createLogger('info', (l) => lines.push(l)).error('failed', { error: Object.assign(new Error('boom'), { stack: 'secret stack' }) });
    expect(JSON.parse(lines[0]!).error).toEqual({ name: 'Error', message: 'boom' });
  });
});
