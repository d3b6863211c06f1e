import { Navigate, useLocation } from 'react-router';

/** /merchant: the portal's short address. One canonical path keeps the tabs' links and sub-routes simple. */
export default function MerchantAliasPage() {
  const { search, hash, state } = useLocation();
  return <Navigate to={`/merchant-portal${search}${hash}`} state={state} replace />;
}
