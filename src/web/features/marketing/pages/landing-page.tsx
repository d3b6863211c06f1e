import { ScreenPlaceholder } from '../../../components/screen-placeholder';

export default function LandingPage() {
  return (
    <ScreenPlaceholder
      title="SmartSplit"
      summary="The landing page will introduce split-payment optimisation for payment gateways and enterprise partners, walk through the technology stages, tell our story and end with a partnership contact form."
    />
  );
}
