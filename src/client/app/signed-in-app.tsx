import { useState } from 'react';
import { RouterProvider } from 'react-router-dom';
import { TooltipProvider } from '@/client/components/ui/tooltip';
import { createAppRouter } from './router';

/** Everything behind sign-in: the router, the shell and its screens. Loaded after sign-in, so the sign-in
 * screen does not wait for the router, the header's menus or the tooltips. The router is made when the
 * adviser is signed in, so it starts from the address sign-in left (/ becomes /dashboard). */
export default function SignedInApp() {
  const [router] = useState(createAppRouter);
  return (
    <TooltipProvider>
      <RouterProvider router={router} />
    </TooltipProvider>
  );
}
