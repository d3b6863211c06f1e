import { ScreenPlaceholder } from '../../../components/screen-placeholder';

export default function IntegrationsPage() {
  return (
    <ScreenPlaceholder
      title="Integrations"
      summary="This page will describe how SmartSplit plugs into payment gateways, hosted checkouts and enterprise payment stacks."
    />
  );
}
