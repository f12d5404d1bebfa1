import type { ReactNode } from 'react';
import { Spinner } from '@/client/components/ui/spinner';
import { useUser } from '../api/user';
import { SignInScreen } from './sign-in-screen';

/** A spinner while the session check runs, then the content when signed in, or the sign-in screen. */
export function AuthGate({ children }: { children: ReactNode }) {
  const { user, isLoading } = useUser();
  if (isLoading) {
    return (
      <div className="flex min-h-screen items-center justify-center">
        <Spinner label="Checking your session" iconClassName="size-8 text-primary" />
      </div>
    );
  }
  return user ? <>{children}</> : <SignInScreen />;
}
