import { ScreenPlaceholder } from '../../../components/screen-placeholder';

export default function JobsPage() {
  return (
    <ScreenPlaceholder
      title="Jobs"
      summary="This page will list open roles at SmartSplit and describe what it is like to work with us."
    />
  );
}
