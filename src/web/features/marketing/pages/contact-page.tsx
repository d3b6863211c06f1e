import { ScreenPlaceholder } from '../../../components/screen-placeholder';

export default function ContactPage() {
  return (
    <ScreenPlaceholder
      title="Contact us"
      summary="This page will let you reach the team about a gateway partnership, technical integration, technology licensing or a general enquiry."
    />
  );
}
