import { ScreenPlaceholder } from '../../../components/screen-placeholder';

export default function SecurityPage() {
  return (
    <ScreenPlaceholder
      title="Security"
      summary="This page will describe how SmartSplit protects payments, including zero customer data retention, encryption and access controls."
    />
  );
}
