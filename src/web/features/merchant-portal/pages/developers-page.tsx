import { ApiKeysCard } from '../components/api-keys-card';
import { EventsPanel } from '../developers/events-panel';
import { RequestLogPanel } from '../developers/request-log-panel';
import { WebhookEndpointsPanel } from '../developers/webhook-endpoints-panel';
import { useMerchantMe } from '../lib/use-merchant-me';

/**
 * The Developers area (owners, admins and developers): the API request log first, which is what an
 * integrator watches while building, then API keys, webhook endpoints and the event list.
 */
export function DevelopersPage() {
  const me = useMerchantMe();
  // The shell renders this only once /me has answered.
  if (!me.data) return null;
  return (
    <div className="grid gap-6">
      <RequestLogPanel />
      <ApiKeysCard merchant={me.data.merchant} />
      <WebhookEndpointsPanel />
      <EventsPanel />
    </div>
  );
}
