import { afterEach, describe, expect, it, vi } from 'vitest';
import { ApiError } from './api-client';
import { sendUpload } from './send-upload';

const answer = (status: number, body: unknown) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });

/** The Idempotency-Key each call to the stubbed fetch carried. */
function keysSent(fetch: ReturnType<typeof vi.fn>): string[] {
  return fetch.mock.calls
    .map(([, init]) => (init as RequestInit).headers as Record<string, string>)
    .map((headers) => headers['Idempotency-Key'] ?? '');
}

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('sendUpload', () => {
  it('sends the upload again with the same key when the connection broke before the answer', async () => {
    const fetch = vi
      .fn()
      .mockRejectedValueOnce(new TypeError('Failed to fetch'))
      .mockResolvedValueOnce(answer(201, { documents: [{ id: 'd1' }] }));
    vi.stubGlobal('fetch', fetch);
    await expect(sendUpload('/api/documents/process', new FormData())).resolves.toEqual({
      documents: [{ id: 'd1' }],
    });
    const keys = keysSent(fetch);
    expect(keys).toHaveLength(2);
    expect(keys[0]).toMatch(/^[0-9a-f]{32}$/);
    expect(keys[1]).toBe(keys[0]);
  });

  it('uses the key it is given, and does not send again when the server refused the upload', async () => {
    const fetch = vi.fn().mockResolvedValue(answer(415, { code: 'UNSUPPORTED_MEDIA_TYPE', message: 'No' }));
    vi.stubGlobal('fetch', fetch);
    const sent = sendUpload('/api/clients/c/documents', new FormData(), 'kept-with-the-file');
    await expect(sent).rejects.toBeInstanceOf(ApiError);
    expect(keysSent(fetch)).toEqual(['kept-with-the-file']);
  });
});
