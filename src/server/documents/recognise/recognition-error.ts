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
