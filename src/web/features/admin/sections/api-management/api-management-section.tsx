import { ApiKeysCard } from './api-keys-card';
import { RequestLogCard } from './request-log-card';
import { UsageCharts } from './usage-charts';

/** API Management: keys across merchants (revocable by operations and super admins), usage charts and the request log. */
export function ApiManagementSection() {
  return (
    <div className="grid gap-6">
      <ApiKeysCard />
      <UsageCharts />
      <RequestLogCard />
    </div>
  );
}
