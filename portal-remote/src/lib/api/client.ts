import { useMemo } from 'react';
import type { z } from 'zod';
import type { ShellApi } from '@swat/shared-contracts';
import { useShellServices } from '@swat/shared-contracts/shell';
import { ApiFailure, toApiFailure } from './failure';

export type QueryParams = Readonly<Record<string, string | number | boolean | readonly string[] | null | undefined>>;

/** A path with its query string; empty and null values are left out, arrays repeat the key. */
export function withParams(path: string, params?: QueryParams): string {
  if (!params) return path;
  const search = new URLSearchParams();
  for (const [key, value] of Object.entries(params)) {
    if (value === undefined || value === null || value === '') continue;
    for (const one of Array.isArray(value) ? value : [value]) search.append(key, String(one));
  }
  const qs = search.toString();
  return qs ? `${path}?${qs}` : path;
}

type Write = 'POST' | 'PUT' | 'PATCH' | 'DELETE';

/**
 * The portal's typed API client. Every answer is parsed by its shared zod contract (a body the
 * contract does not describe is an `invalid-response` failure, not a cast); every failure is an
 * `ApiFailure`. It runs on the shell's transport, so cookies, the CSRF header, the 502 retry and
 * the connection toasts stay the shell's.
 */
export interface PortalApi {
  get<S extends z.ZodType>(schema: S, path: string, options?: { params?: QueryParams; signal?: AbortSignal }): Promise<z.output<S>>;
  send<S extends z.ZodType>(method: Write, path: string, options: { body?: unknown; schema: S }): Promise<z.output<S>>;
  /** A write whose answer carries nothing the page needs (204, or a body it ignores). */
  send(method: Write, path: string, options?: { body?: unknown }): Promise<void>;
}

async function parsed<S extends z.ZodType>(response: Response, schema: S): Promise<z.output<S>> {
  let json: unknown;
  try {
    json = await response.json();
  } catch {
    throw new ApiFailure('invalid-response', null, response.status);
  }
  const result = schema.safeParse(json);
  if (!result.success) throw new ApiFailure('invalid-response', null, response.status);
  return result.data;
}

export function createPortalApi(shell: ShellApi): PortalApi {
  const call = async (method: string, path: string, body: unknown, signal?: AbortSignal): Promise<Response> => {
    try {
      return await shell.request(method, path, body, signal ? { signal } : undefined);
    } catch (error) {
      // An abort is the caller changing its mind: TanStack Query expects the abort itself.
      if (signal?.aborted) throw error;
      throw toApiFailure(error);
    }
  };
  async function get<S extends z.ZodType>(schema: S, path: string, options?: { params?: QueryParams; signal?: AbortSignal }): Promise<z.output<S>> {
    return parsed(await call('GET', withParams(path, options?.params), undefined, options?.signal), schema);
  }
  async function send<S extends z.ZodType>(method: Write, path: string, options: { body?: unknown; schema: S }): Promise<z.output<S>>;
  async function send(method: Write, path: string, options?: { body?: unknown }): Promise<void>;
  async function send(method: Write, path: string, options?: { body?: unknown; schema?: z.ZodType }): Promise<unknown> {
    const response = await call(method, path, options?.body);
    if (options?.schema) return parsed(response, options.schema);
    // Read to the end: an unread body keeps its connection busy.
    await response.text().catch(() => '');
    return undefined;
  }
  return { get, send };
}

/** The client over this page's shell. */
export function usePortalApi(): PortalApi {
  const { api } = useShellServices();
  return useMemo(() => createPortalApi(api), [api]);
}
