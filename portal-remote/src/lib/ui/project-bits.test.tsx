import { describe, expect, it } from 'vitest';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderInShell } from '../../test/harness';
import { useMessages } from '../../i18n/portal-messages';
import { SampleProgress, StatusBadge, fileSize } from './project-bits';
import { ErrorState, Spinner } from './states';

function Size({ bytes }: { bytes: number }) {
  return <p>{fileSize(bytes, useMessages())}</p>;
}

describe('the shared pieces of the portal’s pages', () => {
  it('say loading, failure and retry in Arabic on an Arabic page', async () => {
    let retried = 0;
    renderInShell(
      <>
        <Spinner />
        <ErrorState message="x" onRetry={() => (retried += 1)} />
      </>,
      { path: '/ar/client-dashboard' },
    );
    expect(screen.getByRole('status')).toHaveTextContent('جارٍ التحميل…');
    expect(screen.getByRole('alert')).toHaveTextContent('تعذّر إتمام الطلب');
    await userEvent.setup().click(screen.getByRole('button', { name: 'أعد المحاولة' }));
    expect(retried).toBe(1);
  });

  it('keep the English words on English pages', () => {
    renderInShell(<ErrorState message="x" onRetry={() => undefined} />, { path: '/client-dashboard' });
    expect(screen.getByRole('alert')).toHaveTextContent('Something went wrong');
    expect(screen.getByRole('button', { name: 'Try again' })).toBeInTheDocument();
  });

  it('show a project’s status and sample in Arabic, with Latin digits and the Arabic percent sign', () => {
    renderInShell(
      <>
        <StatusBadge status="in_field" />
        <SampleProgress project={{ completes: 684, targetSampleSize: 1200 }} />
      </>,
      { path: '/ar/client-dashboard' },
    );
    expect(screen.getByText('قيد العمل الميداني')).toBeInTheDocument();
    expect(screen.getByText('684 من 1,200 (57٪)')).toBeInTheDocument();
    expect(screen.getByRole('progressbar', { name: 'المقابلات المكتملة مقارنةً بالعينة المستهدفة' })).toHaveAttribute('aria-valuenow', '57');
  });

  it.each([
    [0, 'لا مقابلات مكتملة (لم يُحدَّد حجم مستهدف)', '0 completes (no target set)'],
    [1, 'مقابلة مكتملة واحدة (لم يُحدَّد حجم مستهدف)', '1 complete (no target set)'],
    [2, 'مقابلتان مكتملتان (لم يُحدَّد حجم مستهدف)', '2 completes (no target set)'],
    [3, '3 مقابلات مكتملة (لم يُحدَّد حجم مستهدف)', '3 completes (no target set)'],
    [11, '11 مقابلة مكتملة (لم يُحدَّد حجم مستهدف)', '11 completes (no target set)'],
    [100, '100 مقابلة مكتملة (لم يُحدَّد حجم مستهدف)', '100 completes (no target set)'],
  ])('count %i completes without a target in each language’s plural form', (completes, arabic, english) => {
    const { unmount } = renderInShell(<SampleProgress project={{ completes, targetSampleSize: 0 }} />, { path: '/ar/client-dashboard' });
    expect(screen.getByText(arabic)).toBeInTheDocument();
    unmount();
    renderInShell(<SampleProgress project={{ completes, targetSampleSize: 0 }} />, { path: '/client-dashboard' });
    expect(screen.getByText(english)).toBeInTheDocument();
  });

  it('write file sizes in the page’s language', () => {
    renderInShell(
      <>
        <Size bytes={512} />
        <Size bytes={2560} />
        <Size bytes={3 * 1024 * 1024} />
      </>,
      { path: '/ar/client-dashboard' },
    );
    expect(screen.getByText('512 بايت')).toBeInTheDocument();
    expect(screen.getByText('2.5 كيلوبايت')).toBeInTheDocument();
    expect(screen.getByText('3.0 ميغابايت')).toBeInTheDocument();
  });
});
