import { useEffect } from 'react';
import { useNavigate } from 'react-router-dom';

import { setRouterNavigate } from './runtime';

/** Lends the router's navigate to the runtime, for remote code outside React's tree. */
export function NavigationBridge() {
  const navigate = useNavigate();
  useEffect(() => {
    setRouterNavigate((to, options) => void navigate(to, options));
    return () => setRouterNavigate(null);
  }, [navigate]);
  return null;
}
