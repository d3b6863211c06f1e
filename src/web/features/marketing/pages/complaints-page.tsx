import { ScreenPlaceholder } from '../../../components/screen-placeholder';

export default function ComplaintsPage() {
  return (
    <ScreenPlaceholder
      title="Complaints"
      summary="This page will explain how to make a complaint to SmartSplit Technologies Ltd and what happens after you do."
    />
  );
}
