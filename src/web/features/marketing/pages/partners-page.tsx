import { ScreenPlaceholder } from '../../../components/screen-placeholder';

export default function PartnersPage() {
  return (
    <ScreenPlaceholder
      title="Partners"
      summary="This page will describe the partnership programmes for payment gateways, technology providers and licensing partners."
    />
  );
}
