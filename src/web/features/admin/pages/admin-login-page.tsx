import { ScreenPlaceholder } from '../../../components/screen-placeholder';

export default function AdminLoginPage() {
  // App screens own their <main>: the admin panel will put a sidebar beside it, outside it.
  return (
    <main id="main">
      <ScreenPlaceholder
        title="Admin login"
        summary="Platform administrators will sign in here with their email and password before reaching the admin panel."
      />
    </main>
  );
}
