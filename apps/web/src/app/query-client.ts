import { QueryClient } from '@tanstack/react-query';
import { ApiError } from '../api';

/** The app's one query cache: pages read it through hooks, the entry load warms it for the page opened. */
export const queryClient = new QueryClient({
  defaultOptions: {
    queries: {
      // Catalogue errors were already shown to the user; retrying them would only repeat the toast.
      retry: (count, error) => !(error instanceof ApiError) && count < 1,
      refetchOnWindowFocus: false,
      staleTime: 60_000,
    },
  },
});
