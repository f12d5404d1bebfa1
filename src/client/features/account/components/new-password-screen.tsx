import { useQueryClient } from '@tanstack/react-query';
import { ShieldAlert } from 'lucide-react';
import type { PublicUser } from '@/shared/schemas/auth';
import { apiRequest } from '@/client/lib/api-client';
import { BrandLogo } from '@/client/components/brand-logo';
import { Button } from '@/client/components/ui/button';
import { PasswordForm } from './password-form';

/**
 * Before anything else, an adviser whose password is published (the demo adviser, at first sign-in) chooses
 * their own: the server refuses every other call until then. Once changed, the app opens.
 */
export function NewPasswordScreen({ user }: { user: PublicUser }) {
  const queryClient = useQueryClient();
  const userKey = ['/api/auth/user'];
  const signOut = () =>
    apiRequest('POST', '/api/auth/logout')
      .catch(() => undefined)
      .finally(() => {
        queryClient.removeQueries({ predicate: (query) => query.queryKey[0] !== userKey[0] });
        queryClient.setQueryData(userKey, null);
      });
  return (
    <main className="flex min-h-screen items-center justify-center bg-muted/40 p-4">
      <div className="w-full max-w-xl space-y-6">
        <BrandLogo />
        <div className="flex items-start gap-3 rounded-md border border-warning bg-warning/10 p-4">
          <ShieldAlert className="mt-0.5 size-5 shrink-0 text-warning-foreground" aria-hidden="true" />
          <div className="space-y-1">
            <h1 className="text-xl font-semibold">Choose your own password</h1>
            <p className="text-sm text-muted-foreground">
              You signed in as {user.email} with the demo password, which anyone can read in the instructions.
              Choose a password of your own before you go on.
            </p>
          </div>
        </div>
        <PasswordForm
          title="New password"
          description="Use three or four unrelated words, or a long passphrase. Your current password is the demo one."
          onChanged={() => void queryClient.invalidateQueries({ queryKey: userKey })}
        />
        <Button variant="link" className="px-0" onClick={() => void signOut()}>
          Sign out instead
        </Button>
      </div>
    </main>
  );
}
