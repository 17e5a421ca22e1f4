import { useEffect } from 'react';
import { useNavigate } from 'react-router-dom';

import { useHostApp } from './host-app';

/** Lends the router's navigate to the app's runtime, for remote code outside React's tree. */
export function NavigationBridge() {
  const navigate = useNavigate();
  const { setRouterNavigate } = useHostApp();
  useEffect(() => {
    setRouterNavigate((to, options) => void navigate(to, options));
    return () => setRouterNavigate(null);
  }, [navigate, setRouterNavigate]);
  return null;
}
