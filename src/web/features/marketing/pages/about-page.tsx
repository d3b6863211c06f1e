import { ScreenPlaceholder } from '../../../components/screen-placeholder';

export default function AboutPage() {
  return (
    <ScreenPlaceholder
      title="About us"
      summary="This page will tell the story behind SmartSplit, our mission to make every card payment earn the best rewards and our focus on enterprise partners."
    />
  );
}
