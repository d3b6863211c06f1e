import { ScreenPlaceholder } from '../../../components/screen-placeholder';

export default function PressPage() {
  return (
    <ScreenPlaceholder
      title="Press"
      summary="This page will hold press releases, brand assets and media contact details."
    />
  );
}
