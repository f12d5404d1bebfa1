import { useQuery } from '@tanstack/react-query';
import type { PublicUser } from '@/shared/schemas/auth';
import { ProfileForm } from './profile-form';
import { PasswordForm } from './password-form';
import { SessionsCard } from './sessions-card';

export function SettingsPage() {
  // The auth gate has already loaded the user; this reads the same cache entry.
  const { data: user } = useQuery<PublicUser | null>({ queryKey: ['/api/auth/user'], enabled: false });
  if (!user) return null;
  return (
    <div className="mx-auto max-w-3xl space-y-6">
      <div>
        <h1 className="text-2xl font-semibold tracking-tight sm:text-3xl">Settings</h1>
        <p className="text-muted-foreground">
          {user.practiceName} · {user.email}
        </p>
      </div>
      <ProfileForm user={user} />
      <PasswordForm />
      <SessionsCard />
    </div>
  );
}
