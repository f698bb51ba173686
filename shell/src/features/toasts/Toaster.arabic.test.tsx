import { act, render, screen } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { preloadToastItem, Toaster } from './Toaster';
import { isSwipeDismiss, swipeDistance } from './ToastItem';
import { createToastStore } from './toast-store';

afterEach(() => window.history.pushState(null, '', '/'));

describe('toasts on Arabic pages', () => {
  // In the browser the shell fetches a toast's code once the first page is shown.
  beforeAll(async () => {
    await preloadToastItem();
  });

  it('name their region and close button in Arabic', () => {
    window.history.pushState(null, '', '/ar');
    const store = createToastStore();
    render(<Toaster store={store} />);
    act(() => void store.toast({ title: 'خطأ في الاتصال' }));
    expect(screen.getByRole('region', { name: 'الإشعارات (F8)' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'إغلاق الإشعار' })).toBeInTheDocument();
  });

  it('are swiped away towards the left, the edge they sit on', () => {
    expect(swipeDistance(200, 120, 'rtl')).toBe(80);
    expect(swipeDistance(200, 260, 'rtl')).toBe(0);
    expect(isSwipeDismiss(200, 140, 'rtl')).toBe(true);
    expect(isSwipeDismiss(200, 140, 'ltr')).toBe(false);
  });
});
