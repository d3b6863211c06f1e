import { Button } from '@web/components/ui/button';

interface Props {
  hasNextPage: boolean;
  isFetchingNextPage: boolean;
  onLoadMore: () => void;
  shown: number;
}

/** Keyset paging: the next page is appended below, so the count says how many rows are on screen. */
export function LoadMore({ hasNextPage, isFetchingNextPage, onLoadMore, shown }: Props) {
  return (
    <div className="flex flex-wrap items-center justify-between gap-3 pt-4 text-sm text-muted-foreground">
      <span aria-live="polite">
        Showing {shown} {shown === 1 ? 'row' : 'rows'}
        {hasNextPage ? '' : shown > 0 ? ' (all loaded)' : ''}
      </span>
      {hasNextPage ? (
        <Button variant="outline" onClick={onLoadMore} disabled={isFetchingNextPage}>
          {isFetchingNextPage ? 'Loading…' : 'Load more'}
        </Button>
      ) : null}
    </div>
  );
}
