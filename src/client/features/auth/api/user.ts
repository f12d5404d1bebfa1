import { useQuery, type QueryClient } from '@tanstack/react-query';
import type { PublicUser } from '@/shared/schemas/auth';
import { getQueryFn } from '@/client/lib/api-client';

export const userQueryKey = ['/api/auth/user'];

/** The signed-in adviser, or null. A failed check is silent and counts as signed out. */
export function useUser() {
  const query = useQuery({
    queryKey: userQueryKey,
    queryFn: getQueryFn<PublicUser>({ on401: 'returnNull' }),
  });
  return { user: query.isError ? null : (query.data ?? null), isLoading: query.isLoading };
}

/** Sets who is signed in and forgets every other cached answer, so no data outlives its adviser. */
export function setSignedInUser(queryClient: QueryClient, user: PublicUser | null): void {
  queryClient.removeQueries({ predicate: (query) => query.queryKey[0] !== userQueryKey[0] });
  queryClient.setQueryData(userQueryKey, user);
}
