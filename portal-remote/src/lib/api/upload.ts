import type { z } from 'zod';
import { API_REQUEST_HEADERS, LANGUAGE_HEADER, type Language } from '@swat/shared-contracts';
import { ApiFailure, toApiFailure } from './failure';

/**
 * A multipart POST with upload progress, which fetch cannot report, answered like the portal's
 * other requests: the body parsed by its shared zod contract, a refusal as an ApiFailure (the
 * server's message and field errors), an abort as the AbortError TanStack Query expects.
 * Same-origin, so the browser sends the cookies and the Origin header the bff's check wants.
 * `language`: the page's (in the staff area, its reader's), so the bff's refusals come in it.
 */
export function uploadParsed<S extends z.ZodType>(
  path: string,
  form: FormData,
  schema: S,
  onProgress: (fraction: number) => void,
  options: {
    language: Language;
    signal?: AbortSignal;
    /** Refusals whose body is still the answer (a 422 that names the rows it refused): parsed like a success. */
    answersOn?: readonly number[];
  },
): Promise<z.output<S>> {
  const { language, signal, answersOn = [] } = options;
  return new Promise((resolve, reject) => {
    const xhr = new XMLHttpRequest();
    xhr.open('POST', path);
    xhr.withCredentials = true;
    xhr.setRequestHeader('accept', 'application/json');
    // The bff refuses state-changing calls without the site's API header (second CSRF defence).
    for (const [name, value] of Object.entries(API_REQUEST_HEADERS)) xhr.setRequestHeader(name, value);
    xhr.setRequestHeader(LANGUAGE_HEADER, language);
    xhr.upload.onprogress = (event) => {
      if (event.lengthComputable && event.total > 0) onProgress(event.loaded / event.total);
    };
    xhr.onload = () => {
      if ((xhr.status < 200 || xhr.status >= 300) && !answersOn.includes(xhr.status)) {
        reject(toApiFailure({ status: xhr.status, body: xhr.responseText }));
        return;
      }
      onProgress(1);
      let json: unknown;
      try {
        json = JSON.parse(xhr.responseText);
      } catch {
        json = undefined;
      }
      const parsed = schema.safeParse(json);
      if (parsed.success) resolve(parsed.data);
      else reject(new ApiFailure('invalid-response', null, xhr.status));
    };
    xhr.onerror = () => reject(new ApiFailure('network', null));
    xhr.onabort = () => reject(new DOMException('The upload was cancelled.', 'AbortError'));
    signal?.addEventListener('abort', () => xhr.abort(), { once: true });
    xhr.send(form);
  });
}
