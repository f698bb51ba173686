import { afterEach, describe, expect, it, vi } from 'vitest';
import { z } from 'zod';
import { LANGUAGE_HEADER } from '@swat/shared-contracts';
import { uploadParsed } from './upload';
import { ApiFailure } from './failure';

/** Just enough of XMLHttpRequest to see what an upload sends, answering as the bff does to a file it refuses. */
class RefusingRequest {
  static sent: Map<string, string>[] = [];
  readonly headers = new Map<string, string>();
  readonly upload = { onprogress: null };
  status = 0;
  responseText = '';
  withCredentials = false;
  onload: (() => void) | null = null;
  onerror: (() => void) | null = null;
  onabort: (() => void) | null = null;
  open() {}
  setRequestHeader(name: string, value: string) {
    this.headers.set(name, value);
  }
  send() {
    RefusingRequest.sent.push(this.headers);
    this.status = 415;
    this.responseText = JSON.stringify({ message: this.headers.get(LANGUAGE_HEADER) === 'ar' ? 'نوع الملف غير مدعوم.' : 'Unsupported file type.' });
    queueMicrotask(() => this.onload?.());
  }
  abort() {}
}

afterEach(() => {
  vi.unstubAllGlobals();
  RefusingRequest.sent = [];
});

describe('an upload', () => {
  it('tells the bff the reader’s language, so a refused file is explained in it', async () => {
    vi.stubGlobal('XMLHttpRequest', RefusingRequest);
    const refused = uploadParsed('/api/projects/p1/data-items', new FormData(), z.object({ id: z.string() }), () => undefined, { language: 'ar' });
    await expect(refused).rejects.toBeInstanceOf(ApiFailure);
    await expect(refused).rejects.toMatchObject({ status: 415, serverMessage: 'نوع الملف غير مدعوم.' });
    expect(RefusingRequest.sent[0]?.get(LANGUAGE_HEADER)).toBe('ar');
  });
});
