import { ScreenPlaceholder } from '../../../components/screen-placeholder';

export default function VerificationPage() {
  // App screens own their <main>: the admin panel will put a sidebar beside it, outside it.
  return (
    <main id="main">
      <ScreenPlaceholder
        title="Business verification"
        summary="Merchants will enter their business and bank details here, upload the required documents and submit them for review to unlock live API access."
      />
    </main>
  );
}
