import { ScreenPlaceholder } from '../../../components/screen-placeholder';

export default function PrivacyPolicyPage() {
  return (
    <ScreenPlaceholder
      title="Privacy policy"
      summary="This page will set out what personal data SmartSplit Technologies Ltd collects, why, how long it is kept and your rights under UK GDPR."
    />
  );
}
