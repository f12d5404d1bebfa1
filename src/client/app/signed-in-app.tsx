import { RouterProvider } from 'react-router-dom';
import { TooltipProvider } from '@/client/components/ui/tooltip';
import { router } from './router';

/** Everything behind sign-in: the router, the shell and its screens. Loaded after sign-in, so the sign-in
 * screen does not wait for the router, the header's menus or the tooltips. */
export default function SignedInApp() {
  return (
    <TooltipProvider>
      <RouterProvider router={router} />
    </TooltipProvider>
  );
}
