import { ScreenPlaceholder } from '../../../components/screen-placeholder';

export default function ApiDocsPage() {
  return (
    <ScreenPlaceholder
      title="API documentation"
      summary="This page will document the merchant API: authenticating with an API key, processing a split payment and listing transactions."
    />
  );
}
