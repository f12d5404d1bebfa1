import { ApiError, apiRequest } from './api-client';
import { newIdempotencyKey } from './idempotency-key';

/** Answers that mean the upload may not have been heard (the connection broke, or the server was away). */
const lostAnswer = (error: unknown) =>
  error instanceof TypeError || (error instanceof ApiError && [502, 503, 504].includes(error.status));

/**
 * POSTs an upload with an Idempotency-Key and, when the answer is lost, sends it again with the same key, up
 * to three tries a second or two apart: the server records the files once per key, so a retry never makes a
 * second copy. A caller that lets the adviser retry by hand passes the key it keeps for that file.
 */
export async function sendUpload<T>(
  url: string,
  body: FormData,
  idempotencyKey: string = newIdempotencyKey(),
): Promise<T> {
  for (let attempt = 1; ; attempt += 1) {
    try {
      return await apiRequest<T>('POST', url, body, { 'Idempotency-Key': idempotencyKey });
    } catch (error) {
      if (attempt === 3 || !lostAnswer(error)) throw error;
      await new Promise((resolve) => setTimeout(resolve, attempt * 1_000));
    }
  }
}
