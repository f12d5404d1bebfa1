import type { z } from 'zod';
import { AppError } from '@/shared/app-error';

/** Validates input with a shared schema; the first problem becomes the message. */
export function parseWith<Schema extends z.ZodType>(schema: Schema, input: unknown): z.infer<Schema> {
  const result = schema.safeParse(input ?? {});
  if (result.success) return result.data;
  const issue = result.error.issues[0];
  const field = issue && issue.path.length > 0 ? `${issue.path.join('.')}: ` : '';
  throw new AppError('BAD_REQUEST', `${field}${issue?.message ?? 'Invalid request'}`, result.error.issues);
}
