import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { mainNavigation, type NavItem } from '@swat/shared-contracts';
import { createTestShell } from '../../test/harness';
import { NavDropdown } from './NavDropdown';
import { SiteHeader } from './SiteHeader';

const research = mainNavigation.find((i) => i.path === '/services') as NavItem & { dropdown: readonly NavItem[] };

function renderDropdown() {
  const shell = createTestShell();
  render(
    <shell.Wrapper>
      <nav>
        <ul>
          <NavDropdown item={research} />
        </ul>
        <a href="#after">after</a>
      </nav>
    </shell.Wrapper>,
  );
  return screen.getByRole('button', { name: 'Research pages' });
}

describe('NavDropdown keyboard behaviour', () => {
  it('opens with Enter and focuses the first page', async () => {
    const user = userEvent.setup();
    const button = renderDropdown();
    expect(button).toHaveAttribute('aria-expanded', 'false');
    button.focus();
    await user.keyboard('{Enter}');
    expect(button).toHaveAttribute('aria-expanded', 'true');
    expect(screen.getByRole('link', { name: 'Field Data Collection' })).toHaveFocus();
  });

  it('opens with Space too', async () => {
    const user = userEvent.setup();
    const button = renderDropdown();
    button.focus();
    await user.keyboard(' ');
    expect(button).toHaveAttribute('aria-expanded', 'true');
  });

  it('moves with the arrow keys, wrapping, and Home/End', async () => {
    const user = userEvent.setup();
    const button = renderDropdown();
    button.focus();
    await user.keyboard('{Enter}{ArrowDown}');
    expect(screen.getByRole('link', { name: 'Research Methodologies' })).toHaveFocus();
    await user.keyboard('{ArrowUp}{ArrowUp}');
    expect(screen.getByRole('link', { name: 'Geographic Coverage' })).toHaveFocus();
    await user.keyboard('{Home}');
    expect(screen.getByRole('link', { name: 'Field Data Collection' })).toHaveFocus();
    await user.keyboard('{End}');
    expect(screen.getByRole('link', { name: 'Geographic Coverage' })).toHaveFocus();
  });

  it('ArrowUp on the button opens at the last page', async () => {
    const user = userEvent.setup();
    const button = renderDropdown();
    button.focus();
    await user.keyboard('{ArrowUp}');
    expect(screen.getByRole('link', { name: 'Geographic Coverage' })).toHaveFocus();
  });

  it('Escape closes and returns focus to the button', async () => {
    const user = userEvent.setup();
    const button = renderDropdown();
    button.focus();
    await user.keyboard('{Enter}{ArrowDown}{Escape}');
    expect(button).toHaveAttribute('aria-expanded', 'false');
    expect(button).toHaveFocus();
    expect(screen.queryByRole('link', { name: 'Field Data Collection' })).not.toBeInTheDocument();
  });

  it('closes when focus leaves with Tab', async () => {
    const user = userEvent.setup();
    const button = renderDropdown();
    button.focus();
    await user.keyboard('{End}');
    await user.keyboard('{Enter}{End}');
    await user.tab();
    expect(button).toHaveAttribute('aria-expanded', 'false');
  });

  it('opens on tap (click) of the button', async () => {
    const user = userEvent.setup();
    const button = renderDropdown();
    await user.click(button);
    expect(button).toHaveAttribute('aria-expanded', 'true');
  });
});

describe('SiteHeader navigation', () => {
  it('shows the main navigation exactly, with NEW badges and no dropdown for Monitor', () => {
    const shell = createTestShell();
    render(
      <shell.Wrapper>
        <SiteHeader />
      </shell.Wrapper>,
    );
    const nav = screen.getByRole('navigation', { name: 'Main' });
    const labels = mainNavigation.map((i) => i.label);
    for (const item of mainNavigation) {
      const link = [...nav.querySelectorAll('a')].find((a) => a.getAttribute('href') === item.path);
      expect(link, item.label).toBeDefined();
      expect(link!.textContent).toBe(item.isNew ? `${item.label}NEW` : item.label);
    }
    expect(labels).toEqual(['About', 'Research', 'Consultancy', 'SWAT AI', 'SWATX', 'Monitor', 'Contact']);
    expect(screen.queryByRole('button', { name: 'Monitor pages' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Contact pages' })).not.toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'MonitorNEW' })).toHaveClass('hover:text-danger');
    expect(screen.getByRole('img', { name: 'SWAT Research logo' })).toBeInTheDocument();
  });
});
