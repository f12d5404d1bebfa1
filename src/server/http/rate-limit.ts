import { AppError } from '@/shared/app-error';

/**
 * At most `limit` requests per key in each window, counted in this process (a cheap first line against a
 * flood; checks that must hold across processes, such as wrong answers, are counted in the database).
 */
export function createRateLimiter({ limit, windowMs }: { limit: number; windowMs: number }) {
  const windows = new Map<string, { startedAt: number; count: number }>();
  return {
    take(key: string, message: string): void {
      const now = Date.now();
      if (windows.size > 10_000) {
        for (const [oldKey, window] of windows)
          if (now - window.startedAt >= windowMs) windows.delete(oldKey);
      }
      const window = windows.get(key);
      if (!window || now - window.startedAt >= windowMs) {
        windows.set(key, { startedAt: now, count: 1 });
        return;
      }
      window.count += 1;
      if (window.count > limit) throw new AppError('TOO_MANY_REQUESTS', message);
    },
  };
}
