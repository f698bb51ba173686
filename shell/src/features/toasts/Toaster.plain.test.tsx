import { act, render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { createToastStore } from './toast-store';
import { Toaster } from './Toaster';

describe('a toast raised before its code has arrived', () => {
  it('shows its words and a close button at once', () => {
    const store = createToastStore();
    render(<Toaster store={store} />);
    act(() => void store.toast({ title: 'Connection Issue', description: 'You appear to be offline.', variant: 'destructive' }));
    expect(screen.getByRole('alert').textContent).toContain('Connection Issue');
    expect(screen.getByText(/You appear to be offline/)).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Close notification' })).toBeInTheDocument();
  });
});
