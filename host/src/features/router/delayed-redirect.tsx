import { useEffect } from 'react';
import { useNavigate } from 'react-router-dom';

import { REDIRECT_DELAY_MS } from '@klubb/contracts';

/** The spec's redirects that happen after 10 ms (unknown auth paths, /createaccount in content). */
export function DelayedRedirect({ to }: { to: string }) {
  const navigate = useNavigate();
  useEffect(() => {
    const timer = window.setTimeout(() => navigate(to, { replace: true }), REDIRECT_DELAY_MS);
    return () => window.clearTimeout(timer);
  }, [navigate, to]);
  return null;
}
