import { ScreenPlaceholder } from '../../../components/screen-placeholder';

export default function AdminDashboardPage() {
  // App screens own their <main>: the admin panel will put a sidebar beside it, outside it.
  return (
    <main id="main">
      <ScreenPlaceholder
        title="Admin dashboard"
        summary="Administrators will manage merchants, review verification documents, watch transactions, email merchants, read contact submissions and edit platform settings here."
      />
    </main>
  );
}
