import { useState } from 'react';
import { QueryClientProvider } from '@tanstack/react-query';
import { Toaster } from '@/client/components/ui/toaster';
import { ClientRequestPage } from '@/client/features/client-request/components/client-request-page';
import { createQueryClient } from '@/client/lib/api-client';

/** A client's document request link: no adviser session, none of the adviser's screens. */
export function ClientRequestApp() {
  const [queryClient] = useState(createQueryClient);
  return (
    <QueryClientProvider client={queryClient}>
      <ClientRequestPage />
      <Toaster />
    </QueryClientProvider>
  );
}
