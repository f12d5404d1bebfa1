import { useEffect, useRef } from 'react';
import { Outlet, ScrollRestoration, useLocation } from 'react-router-dom';
import { useUser } from '@/client/features/auth/api/user';
import { useLogout } from '@/client/features/auth/api/logout';
import { Header } from './header';

/**
 * Header around every signed-in page. A new page opens at its top (back and forward restore where the
 * adviser was) with focus on its title, so keyboard and screen-reader users start at the page, not the nav;
 * a skip link jumps past the header.
 */
export function AppShell() {
  const { user } = useUser();
  const logout = useLogout();
  const { pathname } = useLocation();
  const main = useRef<HTMLElement>(null);
  const firstPath = useRef(pathname);

  useEffect(() => {
    if (pathname === firstPath.current) return;
    firstPath.current = '';
    // The screen's chunk may still be loading: wait briefly for its title.
    let tries = 0;
    const timer = setInterval(() => {
      const title = main.current?.querySelector('h1');
      if (title || ++tries > 60) {
        clearInterval(timer);
        // Not when the adviser has already moved into the page (clicked a field while it loaded).
        const active = document.activeElement;
        const moved =
          active && active !== document.body && active !== main.current && main.current?.contains(active);
        if (title && !moved) {
          title.setAttribute('tabindex', '-1');
          title.focus({ preventScroll: true });
        }
      }
    }, 50);
    return () => clearInterval(timer);
  }, [pathname]);

  if (!user) return null;
  return (
    <div className="min-h-screen">
      <a
        href="#main"
        className="sr-only z-50 rounded-md bg-primary px-3 py-2 text-primary-foreground focus:not-sr-only focus:fixed focus:top-2 focus:left-2"
      >
        Skip to main content
      </a>
      <Header user={user} onSignOut={() => logout.mutate()} />
      <main
        ref={main}
        id="main"
        tabIndex={-1}
        className="mx-auto max-w-7xl px-4 py-6 outline-none sm:px-6 sm:py-8"
      >
        <Outlet />
      </main>
      <ScrollRestoration />
    </div>
  );
}
