import { useEffect, useState } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { tokenFromSearch } from './account-security-api';

/**
 * The token of an emailed link (password reset, invitation, two-factor enrolment), read once. The
 * address bar then drops it, so it stays out of the history and of any later Referer.
 */
export function useLinkToken(): string | null {
  const location = useLocation();
  const navigate = useNavigate();
  const [token] = useState(() => tokenFromSearch(location.search));
  useEffect(() => {
    if (location.search !== '') navigate(location.pathname, { replace: true });
  }, [location.pathname, location.search, navigate]);
  return token;
}
