import { Outlet } from 'react-router-dom';
import { useUser } from '@/client/features/auth/api/user';
import { useLogout } from '@/client/features/auth/api/logout';
import { Header } from './header';

/** Header around every signed-in page. */
export function AppShell() {
  const { user } = useUser();
  const logout = useLogout();
  if (!user) return null;
  return (
    <div className="min-h-screen">
      <Header user={user} onSignOut={() => logout.mutate()} />
      <main className="mx-auto max-w-7xl px-4 py-6 sm:px-6 sm:py-8">
        <Outlet />
      </main>
    </div>
  );
}
