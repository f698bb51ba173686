import { act, fireEvent, render, screen, waitFor } from '@testing-library/react';
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

describe('a toast the mouse rests on while its code arrives', () => {
  const mouseOver = (element: Element) => fireEvent.pointerOver(element, { pointerType: 'mouse' });

  it('stays past its time under the resting mouse, and closes once the mouse moves off it', async () => {
    const store = createToastStore();
    render(<Toaster store={store} />);
    act(() => void store.toast({ title: 'Saved', duration: 30 }));
    mouseOver(screen.getByText('Saved').closest('li')!);
    // The full toast (it carries data-variant) replaces the plain one under the unmoved mouse.
    await waitFor(() => expect(document.querySelector('[data-variant]')).not.toBeNull());
    await new Promise((resolve) => setTimeout(resolve, 80));
    expect(screen.getByText('Saved')).toBeInTheDocument();
    fireEvent.pointerMove(document.body, { pointerType: 'mouse' });
    await waitFor(() => expect(screen.queryByText('Saved')).not.toBeInTheDocument());
  });
});
