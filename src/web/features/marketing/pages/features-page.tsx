import { ScreenPlaceholder } from '../../../components/screen-placeholder';

export default function FeaturesPage() {
  return (
    <ScreenPlaceholder
      title="Features"
      summary="This page will explain how card viability assessment, the smart distribution engine and the reward optimisation matrix work together at checkout."
    />
  );
}
