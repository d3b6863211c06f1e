import { ScreenPlaceholder } from '../../../components/screen-placeholder';

export default function NewsroomPage() {
  return (
    <ScreenPlaceholder
      title="Newsroom"
      summary="This page will list company announcements and news from SmartSplit."
    />
  );
}
