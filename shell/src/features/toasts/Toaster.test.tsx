import { act, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { TOAST_DEFAULT_DURATION_MS } from '@swat/shared-contracts';
import { createToastStore } from './toast-store';
import { preloadToastItem, Toaster } from './Toaster';
import { isSwipeDismiss } from './ToastItem';

describe('Toaster', () => {
  // In the browser the shell fetches a toast's code once the first page is shown.
  beforeAll(async () => {
    await preloadToastItem();
  });

  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it('names the viewport with its hotkey and focuses it on F8', () => {
    const store = createToastStore();
    render(<Toaster store={store} />);
    expect(screen.getByRole('region', { name: 'Notifications (F8)' })).toBeInTheDocument();
    fireEvent.keyDown(document, { key: 'F8' });
    expect(screen.getByTestId('toast-viewport')).toHaveFocus();
  });

  it('closes a toast after the default 5000 ms', () => {
    const store = createToastStore();
    render(<Toaster store={store} />);
    act(() => void store.toast({ title: 'Saved' }));
    expect(screen.getByText('Saved')).toBeInTheDocument();
    act(() => vi.advanceTimersByTime(TOAST_DEFAULT_DURATION_MS - 1));
    expect(screen.getByText('Saved')).toBeInTheDocument();
    act(() => vi.advanceTimersByTime(1));
    expect(screen.queryByText('Saved')).not.toBeInTheDocument();
  });

  it('honours a custom duration', () => {
    const store = createToastStore();
    render(<Toaster store={store} />);
    act(() => void store.toast({ title: 'Short', duration: 3000 }));
    act(() => vi.advanceTimersByTime(3000));
    expect(screen.queryByText('Short')).not.toBeInTheDocument();
  });

  it('renders destructive toasts as alerts and default ones as status', () => {
    const store = createToastStore();
    render(<Toaster store={store} />);
    act(() => void store.toast({ title: 'Broken', variant: 'destructive' }));
    expect(screen.getByRole('alert')).toHaveAttribute('data-variant', 'destructive');
    act(() => void store.toast({ title: 'Fine' }));
    expect(screen.getByText('Fine').closest('[role=status]')).toHaveAttribute('data-variant', 'default');
  });

  it('closes on the close button', () => {
    const store = createToastStore();
    render(<Toaster store={store} />);
    act(() => void store.toast({ title: 'Closable' }));
    fireEvent.click(screen.getByRole('button', { name: 'Close notification' }));
    expect(screen.queryByText('Closable')).not.toBeInTheDocument();
  });

  it('dismisses on a right swipe of at least 50 px and not on a shorter one', () => {
    const store = createToastStore();
    render(<Toaster store={store} />);
    act(() => void store.toast({ title: 'Swipe me' }));
    const item = screen.getByText('Swipe me').closest('[role=status]')!;
    fireEvent.pointerDown(item, { pointerId: 1, clientX: 100, button: 0 });
    fireEvent.pointerMove(item, { pointerId: 1, clientX: 140 });
    fireEvent.pointerUp(item, { pointerId: 1, clientX: 140 });
    expect(screen.getByText('Swipe me')).toBeInTheDocument();
    fireEvent.pointerDown(item, { pointerId: 2, clientX: 100, button: 0 });
    fireEvent.pointerUp(item, { pointerId: 2, clientX: 150 });
    expect(screen.queryByText('Swipe me')).not.toBeInTheDocument();
  });

  it('treats only rightward movement past the threshold as a swipe', () => {
    expect(isSwipeDismiss(100, 150)).toBe(true);
    expect(isSwipeDismiss(100, 149)).toBe(false);
    expect(isSwipeDismiss(100, 0)).toBe(false);
  });
});
