import { ScreenPlaceholder } from '../../../components/screen-placeholder';

export default function CookiePolicyPage() {
  return (
    <ScreenPlaceholder
      title="Cookie policy"
      summary="This page will list the cookies and browser storage SmartSplit uses and explain how to control them."
    />
  );
}
