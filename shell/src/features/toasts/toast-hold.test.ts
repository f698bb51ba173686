import { describe, expect, it, vi } from 'vitest';
import { createToastHold } from './toast-hold';

describe('a toast held past its time', () => {
  it('closes when its time is up and nothing holds it', () => {
    const close = vi.fn();
    createToastHold(close).expire();
    expect(close).toHaveBeenCalledTimes(1);
  });

  it('stays while hovered or pressed, and closes once the last hold lets go', () => {
    const close = vi.fn();
    const hold = createToastHold(close);
    hold.press('hover');
    hold.press('pointer');
    hold.expire();
    expect(close).not.toHaveBeenCalled();
    hold.release('pointer');
    expect(close).not.toHaveBeenCalled();
    hold.release('hover');
    expect(close).toHaveBeenCalledTimes(1);
  });

  it('a hold released before the time is up does not close it early', () => {
    const close = vi.fn();
    const hold = createToastHold(close);
    hold.press('focus');
    hold.release('focus');
    expect(close).not.toHaveBeenCalled();
  });

  it('new content restarts the clock', () => {
    const close = vi.fn();
    const hold = createToastHold(close);
    hold.press('hover');
    hold.expire();
    hold.restart();
    hold.release('hover');
    expect(close).not.toHaveBeenCalled();
  });
});
