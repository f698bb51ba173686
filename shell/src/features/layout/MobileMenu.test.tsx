import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { createTestShell } from '../../test/harness';
import { SiteHeader } from './SiteHeader';

// The menu is a lazy chunk: its first import can be slow on a busy machine.
vi.setConfig({ testTimeout: 20_000 });

async function openMenu() {
  const user = userEvent.setup();
  const shell = createTestShell();
  render(
    <shell.Wrapper>
      <SiteHeader />
    </shell.Wrapper>,
  );
  const toggle = screen.getByRole('button', { name: 'Menu' });
  await user.click(toggle);
  const dialog = await screen.findByRole('dialog', { name: 'Menu' }, { timeout: 10_000 });
  return { user, toggle, dialog };
}

describe('MobileMenu', () => {
  it('opens as a modal dialog and moves focus into it', async () => {
    const { toggle, dialog } = await openMenu();
    expect(toggle).toHaveAttribute('aria-expanded', 'true');
    expect(dialog).toHaveAttribute('aria-modal', 'true');
    // Focus moves in an effect after the panel appears: on a busy CI machine that is a moment later.
    await waitFor(() => expect(dialog).toContainElement(document.activeElement as HTMLElement));
  });

  it('traps Tab and Shift+Tab inside the panel', async () => {
    const { user, dialog } = await openMenu();
    const focusables = [...dialog.querySelectorAll<HTMLElement>('a[href], button:not([disabled])')].filter((el) => !el.closest('[hidden]'));
    const first = focusables[0]!;
    const last = focusables.at(-1)!;
    last.focus();
    await user.tab();
    expect(first).toHaveFocus();
    await user.tab({ shift: true });
    expect(last).toHaveFocus();
    for (let i = 0; i < focusables.length + 2; i++) {
      await user.tab();
      expect(dialog).toContainElement(document.activeElement as HTMLElement);
    }
  });

  it('closes on Escape and returns focus to the menu button', async () => {
    const { user, toggle } = await openMenu();
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(toggle).toHaveFocus();
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
  });

  it('expands a section to show its pages', async () => {
    const { user, dialog } = await openMenu();
    const button = [...dialog.querySelectorAll('button')].find((b) => b.getAttribute('aria-label') === 'SWAT AI pages')!;
    expect(screen.queryByRole('link', { name: 'SWAT LabNEW' })).not.toBeInTheDocument();
    await user.click(button);
    expect(screen.getByRole('link', { name: 'SWAT LabNEW' })).toBeVisible();
  });
});
