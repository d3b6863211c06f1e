import { ScreenPlaceholder } from '../../../components/screen-placeholder';

export default function AccessibilityPage() {
  return (
    <ScreenPlaceholder
      title="Accessibility statement"
      summary="This page will describe how accessible the website and portal are, any known issues and how to report a problem."
    />
  );
}
