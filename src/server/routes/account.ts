import type { FastifyInstance } from 'fastify';
import { changePasswordRequest, updateProfileRequest } from '@/shared/schemas/auth';
import type { AppContext } from '@/server/app-context';
import { changePassword } from '@/server/core/users/change-password';
import { updateUserProfile } from '@/server/core/users/update-user-profile';
import { findSessionUser } from '@/server/core/auth/find-session-user';
import { toPublicUser } from '@/server/core/users/to-public-user';
import { parseWith } from '@/server/http/parse';
import { requireUser } from '@/server/http/request-context';

/** The signed-in adviser's own settings: display name and password. */
export async function accountRoutes(app: FastifyInstance, { db, config }: AppContext): Promise<void> {
  app.patch('/api/account', async (request) => {
    const user = requireUser(request);
    await updateUserProfile({ db, userId: user.id, changes: parseWith(updateProfileRequest, request.body) });
    const updated = await findSessionUser({
      db,
      token: user.sessionToken,
      idleMs: config.sessionIdleMs,
      absoluteMs: config.sessionAbsoluteMs,
    });
    return { user: toPublicUser(updated ?? user) };
  });

  app.post('/api/account/password', async (request) => {
    const user = requireUser(request);
    const { currentPassword, newPassword } = parseWith(changePasswordRequest, request.body);
    await changePassword({
      db,
      userId: user.id,
      currentPassword,
      newPassword,
      currentToken: user.sessionToken,
    });
    return { ok: true };
  });
}
