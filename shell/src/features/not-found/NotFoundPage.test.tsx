import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { createTestShell } from '../../test/harness';
import { FallbackPage } from './NotFoundPage';

describe('FallbackPage', () => {
  it('shows the 404 page with noindex metadata when every remote answered', () => {
    const shell = createTestShell();
    render(
      <shell.Wrapper path="/nope">
        <FallbackPage />
      </shell.Wrapper>,
    );
    expect(screen.getByRole('heading', { level: 1, name: 'We could not find that page' })).toBeInTheDocument();
    expect(shell.services.setPageMeta).toHaveBeenCalledWith(expect.objectContaining({ noindex: true, title: 'Page not found | SWAT Research' }));
  });

  it('says the page is not available right now, with a retry, when a remote is missing', () => {
    const shell = createTestShell();
    shell.runtime.config = { ...shell.runtime.config, unavailableRemotes: ['marketing'] };
    render(
      <shell.Wrapper path="/about">
        <FallbackPage />
      </shell.Wrapper>,
    );
    expect(screen.getByRole('heading', { level: 1, name: 'This part of the site is not available right now' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Try again' })).toBeInTheDocument();
    expect(screen.queryByText('Error 404')).not.toBeInTheDocument();
  });
});
