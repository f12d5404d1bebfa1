import type { PublicUser } from '@/shared/schemas/auth';
import type { SessionUser } from '@/server/core/auth/find-session-user';

export function toPublicUser(user: SessionUser): PublicUser {
  const name = [user.firstName, user.lastName].filter(Boolean).join(' ').trim();
  return {
    id: user.id,
    name: name || user.email,
    email: user.email,
    firstName: user.firstName,
    lastName: user.lastName,
    picture: user.profileImageUrl,
    subscriptionTier: user.subscriptionTier,
    practiceName: user.practiceName,
    mustChangePassword: user.mustChangePassword,
  };
}
