import { describe, expect, it } from 'vitest';
import { barsFor } from './ColumnChart';
import { readApiError } from '../../lib/api-error';

describe('chart bars', () => {
  it('one bar per value for a small repeated scale, bins for spread numbers', () => {
    expect(barsFor({ type: 'number', values: [7, 8, 8, 9, 7, 8, null] })).toEqual([
      { label: '7', count: 2 },
      { label: '8', count: 3 },
      { label: '9', count: 1 },
    ]);
    const bins = barsFor({ type: 'number', values: [23, 27, 29, 31, 34, 37, 39, 41, 45, 48, 52, 56] });
    expect(bins).toHaveLength(10);
    expect(bins.reduce((s, b) => s + b.count, 0)).toBe(12);
  });

  it('most frequent text values first, the rest grouped', () => {
    const values = ['Dubai', 'Dubai', 'Sharjah', '', ...Array.from({ length: 14 }, (_, i) => `City ${i}`)];
    const bars = barsFor({ type: 'text', values });
    expect(bars[0]).toEqual({ label: 'Dubai', count: 2 });
    expect(bars.at(-1)?.label).toBe('Other');
    expect(bars.some((b) => b.label === '(empty)')).toBe(true);
  });
});

describe('reading API errors', () => {
  it('finds the server message and field errors inside the shell api error', () => {
    const error = Object.assign(new Error('400: {"message":"Some fields need attention.","fieldErrors":{"code":["Bad code."]}}'), { status: 400 });
    expect(readApiError(error)).toEqual({ status: 400, message: 'Some fields need attention.', fieldErrors: { code: ['Bad code.'] } });
  });

  it('does not show an HTML error page as a message', () => {
    expect(readApiError(Object.assign(new Error('502: <html>Bad gateway</html>'), { status: 502 })).message).toBe('The server answered with status 502.');
  });
});
