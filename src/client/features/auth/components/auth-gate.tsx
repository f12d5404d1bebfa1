import type { ReactNode } from 'react';
import type { PublicUser } from '@/shared/schemas/auth';
import { Spinner } from '@/client/components/ui/spinner';
import { useUser } from '../api/user';
import { SignInScreen } from './sign-in-screen';

/**
 * A spinner while the session check runs, then the content when signed in, or the sign-in screen. An adviser
 * who must choose a new password first (the demo adviser) sees `passwordChange` instead of the content.
 */
export function AuthGate({
  children,
  passwordChange,
}: {
  children: ReactNode;
  passwordChange: (user: PublicUser) => ReactNode;
}) {
  const { user, isLoading } = useUser();
  if (isLoading) {
    return (
      <div className="flex min-h-screen items-center justify-center">
        <Spinner label="Checking your session" iconClassName="size-8 text-primary" />
      </div>
    );
  }
  if (!user) return <SignInScreen />;
  return user.mustChangePassword ? <>{passwordChange(user)}</> : <>{children}</>;
}
