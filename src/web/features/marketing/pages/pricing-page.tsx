import { ScreenPlaceholder } from '../../../components/screen-placeholder';

export default function PricingPage() {
  return (
    <ScreenPlaceholder
      title="Pricing"
      summary="This page will explain the revenue-sharing model and the per-transaction platform fee that merchants and partners pay."
    />
  );
}
