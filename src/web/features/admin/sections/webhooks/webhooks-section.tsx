import { DeliverySearch } from './delivery-search';
import { EndpointHealthList } from './endpoint-health-list';

/** Admin Webhooks: every merchant endpoint with its health, and deliveries found by event id with replay. */
export function WebhooksSection() {
  return (
    <div className="grid gap-6">
      <EndpointHealthList />
      <DeliverySearch />
    </div>
  );
}
