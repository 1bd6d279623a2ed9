/** Hands the router's navigate function to code outside React (actions, effects). */
import { useEffect } from 'react';
import { useNavigate } from 'react-router-dom';
import { setNavigator } from './navigation';

export function NavigationBridge() {
  const navigate = useNavigate();
  useEffect(() => {
    setNavigator((to, opts) => { void navigate(to, opts); });
    return () => setNavigator(null);
  }, [navigate]);
  return null;
}
