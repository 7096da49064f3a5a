import { useEffect, useState } from 'react';
import { ApiError, NetworkError, onApiFailure } from '../../../lib/api-client.ts';
import { invalidateUser } from '../../../lib/application.ts';

/** A session-invalid answer signs the user out; a failed request opens the reload modal (spec §7). */
export function useApiFailures() {
  const [isNetworkErrorOpen, setIsNetworkErrorOpen] = useState(false);
  useEffect(
    () =>
      onApiFailure((error) => {
        if (error instanceof ApiError && error.isSessionInvalid) invalidateUser();
        else if (error instanceof NetworkError) setIsNetworkErrorOpen(true);
      }),
    [],
  );
  return { isNetworkErrorOpen, closeNetworkError: () => setIsNetworkErrorOpen(false) };
}
