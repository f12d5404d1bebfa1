import { AppError } from '@/shared/app-error';

/** The answer (409) for a batch that has already become a client or joined one. */
export function batchAlreadyFiled(): AppError {
  return new AppError('CONFLICT', 'These documents have already been made into a client or added to one.');
}
