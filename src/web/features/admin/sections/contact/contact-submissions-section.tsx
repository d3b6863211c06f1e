import { Inbox } from 'lucide-react';
import type { ContactSubmission } from '@contract/admin-contact';
import { Badge } from '@web/components/ui/badge';
import { formatDateTime } from '@web/lib/format';
import { EmptyState } from '@web/features/admin/components/empty-state';
import { LoadMore } from '@web/features/admin/components/load-more';
import { LoadState } from '@web/features/admin/components/load-state';
import { useCursorList } from '@web/features/admin/lib/admin-queries';
import { listContactSubmissions } from '@contract/endpoints/admin-reports';

const LOAD_ERROR = { title: 'Failed to fetch submissions', description: 'Failed to fetch contact submissions' };

/** The contact form's interest types as the form shows them (docs/product-spec.md section 2). */
const INTEREST_LABELS: Record<ContactSubmission['interestType'], string> = {
  partnership: 'Gateway Partnership',
  integration: 'Technical Integration',
  licensing: 'Technology Licensing',
  general: 'General Inquiry',
};

/** Everything here was typed by the public: React renders it as text, never as markup. */
function SubmissionItem({ s }: { s: ContactSubmission }) {
  return (
    <li className="rounded-lg border border-border bg-background p-4" data-testid="contact-submission">
      <div className="flex flex-wrap items-start justify-between gap-2">
        <div className="min-w-0">
          <h2 className="text-base font-semibold">
            {s.firstName} {s.lastName}
          </h2>
          <p className="break-all text-sm text-muted-foreground">
            <a className="text-primary underline-offset-4 hover:underline" href={`mailto:${encodeURIComponent(s.email).replace(/%40/g, '@')}`}>
              {s.email}
            </a>
            {s.company ? <span className="text-foreground"> · {s.company}</span> : null}
          </p>
        </div>
        <div className="flex flex-wrap items-center gap-2">
          <Badge variant="secondary">{INTEREST_LABELS[s.interestType] ?? s.interestType}</Badge>
          <time dateTime={s.submittedAt} className="text-xs text-muted-foreground">
            {formatDateTime(s.submittedAt)}
          </time>
        </div>
      </div>
      {s.message ? (
        <p className="mt-3 whitespace-pre-wrap break-words text-sm" data-testid="contact-message">
          {s.message}
        </p>
      ) : (
        <p className="mt-3 text-sm italic text-muted-foreground">No message.</p>
      )}
    </li>
  );
}

export function ContactSubmissionsSection() {
  const list = useCursorList(listContactSubmissions, { limit: 100 }, LOAD_ERROR);
  const submissions = list.data?.pages.flatMap((page) => page.submissions) ?? [];
  return (
    <div className="space-y-4">
      <LoadState isPending={list.isPending} isError={list.isError} onRetry={() => void list.refetch()} what="contact submissions" />
      {list.isSuccess && submissions.length === 0 ? (
        <EmptyState icon={Inbox} title="No contact submissions yet">
          Enquiries sent through the contact form appear here, newest first.
        </EmptyState>
      ) : null}
      {submissions.length > 0 ? (
        <>
          <ul className="space-y-3" aria-label="Contact submissions">
            {submissions.map((s) => (
              <SubmissionItem key={s.id} s={s} />
            ))}
          </ul>
          <LoadMore
            shown={submissions.length}
            hasNextPage={list.hasNextPage}
            isFetchingNextPage={list.isFetchingNextPage}
            onLoadMore={() => void list.fetchNextPage()}
          />
        </>
      ) : null}
    </div>
  );
}
