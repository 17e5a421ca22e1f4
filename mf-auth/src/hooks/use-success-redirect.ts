import { useCallback, useEffect, useState } from 'react';
import { useNavigate } from 'react-router-dom';

import { paths, SUCCESS_REDIRECT_MS } from '@klubb/contracts';

/**
 * A success message that goes to `/` (sign-in) after 3 s, or at once when dismissed (spec §4:
 * password reset and forgot password).
 */
export function useSuccessRedirect() {
  const navigate = useNavigate();
  const [message, setMessage] = useState<string | null>(null);
  const leave = useCallback(() => navigate(paths.signIn.build(), { replace: true }), [navigate]);
  useEffect(() => {
    if (message === null) return;
    const timer = window.setTimeout(leave, SUCCESS_REDIRECT_MS);
    return () => window.clearTimeout(timer);
  }, [message, leave]);
  return { message, succeed: setMessage, dismiss: leave };
}
