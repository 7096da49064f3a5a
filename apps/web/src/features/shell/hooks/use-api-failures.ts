import { useEffect, useRef, useState } from 'react';
import { ApiError, NetworkError, onApiFailure } from '../../../lib/api-client.ts';
import { invalidateUser } from '../../../lib/application.ts';

/**
 * A session-invalid answer signs the user out; a failed request opens the reload modal (spec §7); a staff
 * page refused for want of a second factor calls `onSecondFactorRequired` (the shell opens the account page).
 */
export function useApiFailures(onSecondFactorRequired: () => void) {
  const [isNetworkErrorOpen, setIsNetworkErrorOpen] = useState(false);
  const latest = useRef(onSecondFactorRequired);
  latest.current = onSecondFactorRequired;
  useEffect(
    () =>
      onApiFailure((error) => {
        if (error instanceof ApiError && error.isSessionInvalid) invalidateUser();
        else if (error instanceof ApiError && error.isSecondFactorRequired) latest.current();
        else if (error instanceof NetworkError) setIsNetworkErrorOpen(true);
      }),
    [],
  );
  return { isNetworkErrorOpen, closeNetworkError: () => setIsNetworkErrorOpen(false) };
}
