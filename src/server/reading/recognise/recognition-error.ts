import type { ThreadError } from '@/server/threads/run-off-thread';

export type RecognitionFailure =
  'unsupported-type' | 'password-protected' | 'damaged' | 'no-pages' | 'too-many-pages' | 'too-large';

/** A document we cannot read, with a message written for the adviser (it is shown as the failure reason). */
export class RecognitionError extends Error {
  readonly failure: RecognitionFailure;

  constructor(failure: RecognitionFailure, message: string) {
    super(message);
    this.name = 'RecognitionError';
    this.failure = failure;
  }
}

/** A RecognitionError again after crossing from a worker thread (other errors keep their name and message). */
export function reviveRecognitionError(error: ThreadError): Error {
  return error.failure
    ? new RecognitionError(error.failure as RecognitionFailure, error.message)
    : Object.assign(new Error(error.message), { name: error.name });
}
