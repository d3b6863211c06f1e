import { ScreenPlaceholder } from '../../../components/screen-placeholder';

export default function DevelopersPage() {
  return (
    <ScreenPlaceholder
      title="Developers"
      summary="This page will help developers get started: test-mode API keys, testing an integration and going live after business verification."
    />
  );
}
