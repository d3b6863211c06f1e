import { ScreenPlaceholder } from '../../../components/screen-placeholder';

export default function TermsOfServicePage() {
  return (
    <ScreenPlaceholder
      title="Terms of service"
      summary="This page will set out the terms that govern use of the SmartSplit platform, the merchant portal and the API."
    />
  );
}
