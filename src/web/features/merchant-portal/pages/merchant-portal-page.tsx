import { ScreenPlaceholder } from '../../../components/screen-placeholder';

export default function MerchantPortalPage() {
  // App screens own their <main>: the admin panel will put a sidebar beside it, outside it.
  return (
    <main id="main">
      <ScreenPlaceholder
        title="Merchant portal"
        summary="Merchants will sign up or log in here, then see their account details, API keys, integration guide and business verification status."
      />
    </main>
  );
}
