import { Button } from '@web/components/ui/button';

interface Props {
  isPending: boolean;
  isError: boolean;
  onRetry: () => void;
  /** What is being loaded, for the messages ("merchants", "settings"...). */
  what: string;
}

/** Loading and failure states in place of a section's content; the toast has already said what failed. */
export function LoadState({ isPending, isError, onRetry, what }: Props) {
  if (isError) {
    return (
      <div role="alert" className="flex flex-wrap items-center gap-3 rounded-md border border-destructive/40 bg-background p-4 text-sm">
        <span>The {what} could not be loaded.</span>
        <Button variant="outline" size="sm" onClick={onRetry}>
          Try again
        </Button>
      </div>
    );
  }
  if (isPending) {
    return (
      <p role="status" className="py-6 text-sm text-muted-foreground">
        Loading {what}…
      </p>
    );
  }
  return null;
}
