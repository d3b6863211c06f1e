import { Link } from 'react-router';

/** Wording from docs/product-spec.md section 2, including the hint aimed at whoever added a link without a route. */
export function NotFoundPage() {
  return (
    <main id="main" className="flex min-h-screen items-center justify-center bg-muted px-4 py-16">
      <div className="w-full max-w-md rounded-lg border border-border bg-background p-8 shadow-sm">
        <h1 className="text-2xl font-bold tracking-tight text-foreground">404 Page Not Found</h1>
        <p className="mt-4 text-muted-foreground">Did you forget to add the page to the router?</p>
        <Link
          to="/"
          className="mt-6 inline-flex h-10 items-center rounded-md bg-primary px-4 text-sm font-medium text-primary-foreground hover:bg-primary-hover"
        >
          Go to the home page
        </Link>
      </div>
    </main>
  );
}
