import { API_REQUEST_HEADERS } from '@swat/shared-contracts';
import { failureFromBody, type ApiFailure } from './api-error';

/** A refusal keeps the parsed JSON body too, for answers that are results (a 422 that names the rows it refused). */
export type UploadResult<T> = { ok: true; body: T } | { ok: false; failure: ApiFailure; body?: unknown };

/**
 * A multipart POST with upload progress, which fetch cannot report. Same-origin, so the
 * browser sends the cookies and the Origin header the bff's check wants.
 */
export function uploadWithProgress<T>(url: string, form: FormData, onProgress: (fraction: number) => void, signal?: AbortSignal): Promise<UploadResult<T>> {
  return new Promise((resolve, reject) => {
    const xhr = new XMLHttpRequest();
    xhr.open('POST', url);
    xhr.withCredentials = true;
    xhr.setRequestHeader('accept', 'application/json');
    // The bff refuses state-changing calls without the site's API header (second CSRF defence).
    for (const [name, value] of Object.entries(API_REQUEST_HEADERS)) xhr.setRequestHeader(name, value);
    xhr.upload.onprogress = (event) => {
      if (event.lengthComputable && event.total > 0) onProgress(event.loaded / event.total);
    };
    xhr.onload = () => {
      if (xhr.status >= 200 && xhr.status < 300) {
        onProgress(1);
        try {
          resolve({ ok: true, body: JSON.parse(xhr.responseText) as T });
        } catch {
          resolve({ ok: false, failure: { status: xhr.status, message: 'The server answered in a form this page does not understand.', fieldErrors: {} } });
        }
      } else {
        let body: unknown;
        try {
          body = JSON.parse(xhr.responseText);
        } catch {
          body = undefined;
        }
        resolve({ ok: false, failure: failureFromBody(xhr.status, xhr.responseText || xhr.statusText), body });
      }
    };
    xhr.onerror = () => resolve({ ok: false, failure: { status: null, message: 'The upload could not reach the server. Please check your connection and try again.', fieldErrors: {} } });
    xhr.onabort = () => reject(new DOMException('The upload was cancelled.', 'AbortError'));
    signal?.addEventListener('abort', () => xhr.abort(), { once: true });
    xhr.send(form);
  });
}
