import { Link } from 'react-router-dom';
import { LogOut, Settings, User } from 'lucide-react';
import type { PublicUser } from '@/shared/schemas/auth';
import { Avatar, AvatarFallback, AvatarImage } from '@/client/components/ui/avatar';
import { Button } from '@/client/components/ui/button';
import {
  DropdownMenu,
  DropdownMenuContent,
  DropdownMenuItem,
  DropdownMenuLabel,
  DropdownMenuSeparator,
  DropdownMenuTrigger,
} from '@/client/components/ui/dropdown-menu';

export function UserMenu({ user, onSignOut }: { user: PublicUser; onSignOut: () => void }) {
  return (
    // Not modal: a modal menu hides the page from assistive technology (aria-hidden) while its links can
    // still take the focus (axe: aria-hidden-focus). The menu still closes on Escape and on a click outside.
    <DropdownMenu modal={false}>
      <DropdownMenuTrigger asChild>
        <Button
          variant="ghost"
          className="h-10 gap-2 px-2"
          aria-label={`${user.name || user.email}: open user menu`}
        >
          <Avatar className="size-8">
            {user.picture && <AvatarImage src={user.picture} alt="" />}
            <AvatarFallback className="bg-accent text-accent-foreground">
              <User className="size-4" aria-hidden="true" />
            </AvatarFallback>
          </Avatar>
          <span className="hidden max-w-40 truncate text-sm font-medium sm:inline">
            {user.name || user.email}
          </span>
        </Button>
      </DropdownMenuTrigger>
      <DropdownMenuContent align="end" className="w-60">
        <DropdownMenuLabel className="font-normal">
          <p className="truncate text-sm font-medium">{user.name}</p>
          <p className="truncate text-xs text-muted-foreground">{user.email}</p>
        </DropdownMenuLabel>
        <DropdownMenuSeparator />
        <DropdownMenuItem asChild>
          <Link to="/settings">
            <Settings className="size-4" aria-hidden="true" />
            Settings
          </Link>
        </DropdownMenuItem>
        <DropdownMenuItem onSelect={onSignOut}>
          <LogOut className="size-4" aria-hidden="true" />
          Sign Out
        </DropdownMenuItem>
      </DropdownMenuContent>
    </DropdownMenu>
  );
}
