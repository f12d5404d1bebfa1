import { QueryClient, type QueryFunction } from '@tanstack/react-query';
import type { AppErrorBody } from '@/shared/app-error';

/**
 * A failed call: the message is "status: body" (specification section 8); body holds the parsed JSON
 * error ({code, message}) when the server sent one, so screens can show the server's message.
 */
export class ApiError extends Error {
  readonly status: number;
  readonly body: AppErrorBody | null;

  constructor(status: number, text: string, body: AppErrorBody | null) {
    super(`${status}: ${text}`);
    this.name = 'ApiError';
    this.status = status;
    this.body = body;
  }
}

/** The server's own message for a failed call, or the fallback. */
export function serverMessage(error: unknown, fallback: string): string {
  return error instanceof ApiError && error.body?.message ? error.body.message : fallback;
}

export async function throwIfNotOk(response: Response): Promise<void> {
  if (response.ok) return;
  const text = (await response.text()) || response.statusText;
  let body: AppErrorBody | null = null;
  try {
    const parsed: unknown = JSON.parse(text);
    if (parsed && typeof parsed === 'object' && 'message' in parsed) body = parsed as AppErrorBody;
  } catch {
    // not JSON: the text is the message
  }
  throw new ApiError(response.status, text, body);
}

/** The If-Match header of a save made on `version` (the ETag the record was read with, quoted). */
export const ifMatch = (version: string | number): Record<string, string> => ({ 'If-Match': `"${version}"` });

/** What a 409 sent: the record as someone else saved it, and (where the save was versioned) its version. */
function conflictDetails<T>(error: unknown): { current?: T; version?: string | number } | null {
  if (!(error instanceof ApiError) || error.status !== 409) return null;
  return (error.body?.details as { current?: T; version?: string | number } | undefined) ?? null;
}

/** The record as someone else saved it, sent with a 409 to a save made on an older version. */
export function conflictCurrent<T>(error: unknown): T | null {
  return conflictDetails<T>(error)?.current ?? null;
}

/** A 409's record as saved now and the version it is at (the If-Match of a save made on it). */
export function conflictOf<T>(error: unknown): { current: T; version: string | number } | null {
  const { current, version } = conflictDetails<T>(error) ?? {};
  return current === undefined || version === undefined ? null : { current, version };
}

/** Every call sends credentials; a JSON body is sent as JSON, FormData as multipart. */
export async function apiRequest<T = unknown>(
  method: string,
  url: string,
  body?: unknown,
  headers?: Record<string, string>,
): Promise<T> {
  const isForm = body instanceof FormData;
  const response = await fetch(url, {
    method,
    credentials: 'include',
    headers: {
      ...(body === undefined || isForm ? {} : { 'Content-Type': 'application/json' }),
      ...headers,
    },
    body: body === undefined ? undefined : isForm ? body : JSON.stringify(body),
  });
  await throwIfNotOk(response);
  const type = response.headers.get('content-type') ?? '';
  return (type.includes('application/json') ? await response.json() : undefined) as T;
}

/** The default query: GET the path formed by joining the key's segments with slashes. */
export function getQueryFn<T>({ on401 }: { on401: 'returnNull' | 'throw' }): QueryFunction<T | null> {
  return async ({ queryKey }) => {
    const response = await fetch(queryKey.join('/'), { credentials: 'include' });
    if (on401 === 'returnNull' && response.status === 401) return null;
    await throwIfNotOk(response);
    return (await response.json()) as T;
  };
}

export function createQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: {
      queries: {
        queryFn: getQueryFn({ on401: 'throw' }),
        refetchInterval: false,
        refetchOnWindowFocus: false,
        staleTime: Infinity,
        retry: false,
      },
      mutations: { retry: false },
    },
  });
}
