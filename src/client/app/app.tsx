import { lazy, Suspense, useState } from 'react';
import { QueryClientProvider } from '@tanstack/react-query';
import { Toaster } from '@/client/components/ui/toaster';
import { Spinner } from '@/client/components/ui/spinner';
import { AuthGate } from '@/client/features/auth/components/auth-gate';
import { createQueryClient } from '@/client/lib/api-client';

const loadSignedInApp = () => import('./signed-in-app');
const SignedInApp = lazy(loadSignedInApp);
// The demo adviser's first sign-in: a password of their own before anything else.
const NewPasswordScreen = lazy(async () => ({
  default: (await import('@/client/features/account/components/new-password-screen')).NewPasswordScreen,
}));
// Not part of what the sign-in screen waits for, but fetched while the adviser types, so signing in does not
// wait for it either.
window.addEventListener('load', () => setTimeout(() => void loadSignedInApp(), 500), { once: true });

export function App() {
  const [queryClient] = useState(createQueryClient);
  return (
    <QueryClientProvider client={queryClient}>
      <AuthGate
        passwordChange={(user) => (
          <Suspense fallback={<Spinner label="Loading" iconClassName="size-8 text-primary" />}>
            <NewPasswordScreen user={user} />
          </Suspense>
        )}
      >
        <Suspense
          fallback={
            <div className="flex min-h-screen items-center justify-center">
              <Spinner label="Loading" iconClassName="size-8 text-primary" />
            </div>
          }
        >
          <SignedInApp />
        </Suspense>
      </AuthGate>
      <Toaster />
    </QueryClientProvider>
  );
}
