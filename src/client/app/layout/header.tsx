import { useEffect, useState } from 'react';
import { Link, useLocation } from 'react-router-dom';
import { Menu, X } from 'lucide-react';
import type { PublicUser } from '@/shared/schemas/auth';
import { cn } from '@/client/lib/cn';
import { BrandLogo } from '@/client/components/brand-logo';
import { Badge } from '@/client/components/ui/badge';
import { Button } from '@/client/components/ui/button';
import { isNavLinkActive, navLinks } from './nav-links';
import { UserMenu } from './user-menu';

type HeaderProps = { user: PublicUser; onSignOut: () => void };

/** The shared header: logo, nav (a toggle and a scrolling row under 768 px), tier badge and user menu. */
export function Header({ user, onSignOut }: HeaderProps) {
  const { pathname } = useLocation();
  const [mobileOpen, setMobileOpen] = useState(false);
  useEffect(() => setMobileOpen(false), [pathname]);

  const linkClass = (active: boolean) =>
    cn(
      'whitespace-nowrap rounded-md px-3 py-2 text-sm font-medium transition-colors',
      active
        ? 'bg-accent text-accent-foreground'
        : 'text-muted-foreground hover:bg-muted hover:text-foreground',
    );

  return (
    <header className="sticky top-0 z-40 border-b bg-card/95 backdrop-blur supports-[backdrop-filter]:bg-card/80">
      <div className="mx-auto flex h-16 max-w-7xl items-center gap-4 px-4 sm:px-6">
        <Button
          variant="ghost"
          size="icon"
          className="md:hidden"
          aria-label={mobileOpen ? 'Close menu' : 'Open menu'}
          aria-expanded={mobileOpen}
          aria-controls="mobile-nav"
          onClick={() => setMobileOpen((open) => !open)}
        >
          {mobileOpen ? <X className="size-5" /> : <Menu className="size-5" />}
        </Button>
        <Link to="/dashboard" aria-label="FactFind home">
          <BrandLogo />
        </Link>
        <nav aria-label="Main" className="hidden items-center gap-1 md:flex" data-testid="desktop-nav">
          {navLinks.map((link) => {
            const active = isNavLinkActive(link, pathname);
            return (
              <Link
                key={link.to}
                to={link.to}
                className={linkClass(active)}
                aria-current={active ? 'page' : undefined}
              >
                {link.label}
              </Link>
            );
          })}
        </nav>
        <div className="ml-auto flex items-center gap-3">
          <Badge variant="secondary" className="hidden capitalize md:inline-flex" data-testid="tier-badge">
            {user.subscriptionTier}
          </Badge>
          <UserMenu user={user} onSignOut={onSignOut} />
        </div>
      </div>
      {mobileOpen && (
        <nav
          id="mobile-nav"
          aria-label="Main"
          // The row scrolls sideways (specification); its right edge fades out so it shows there is more.
          className="flex gap-1 overflow-x-auto border-t py-2 pr-10 pl-4 [mask-image:linear-gradient(to_right,black_calc(100%-2.5rem),transparent)] [scrollbar-width:none] md:hidden"
        >
          {navLinks.map((link) => {
            const active = isNavLinkActive(link, pathname);
            return (
              <Link
                key={link.to}
                to={link.to}
                className={linkClass(active)}
                aria-current={active ? 'page' : undefined}
              >
                {link.label}
              </Link>
            );
          })}
        </nav>
      )}
    </header>
  );
}
