import { ScreenPlaceholder } from '../../../components/screen-placeholder';

export default function BlogPage() {
  return (
    <ScreenPlaceholder
      title="Blog"
      summary="This page will collect articles on payments, card rewards and split-payment technology from the SmartSplit team."
    />
  );
}
