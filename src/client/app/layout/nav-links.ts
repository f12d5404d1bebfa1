export type NavLink = { to: string; label: string };

export const navLinks: NavLink[] = [
  { to: '/dashboard', label: 'Dashboard' },
  { to: '/intake', label: 'New Client' },
  { to: '/documents', label: 'Document Capture' },
  { to: '/upload', label: 'File Upload' },
  { to: '/fact-find', label: 'Fact Find' },
];

/** Dashboard is active at / and /dashboard; the others by path prefix. */
export function isNavLinkActive(link: NavLink, pathname: string): boolean {
  if (link.to === '/dashboard')
    return pathname === '/' || pathname === '/dashboard' || pathname.startsWith('/dashboard/');
  return pathname === link.to || pathname.startsWith(`${link.to}/`);
}
