import { Fragment, type ReactNode } from 'react';
import type { ApiRequest } from '@contract/api-request-log';
import { HttpStatusBadge } from '@web/components/http-status-badge';
import { TableCell } from '@web/components/ui/table';
import { formatDateTime } from '@web/lib/format';
import { Truncate } from '@web/components/ui/truncate';

/*
 * The cells of one API request that the merchant's request log and the admin panel's cross-merchant
 * log both show, so a request reads the same on either.
 */

type Request = Pick<ApiRequest, 'createdAt' | 'status' | 'errorCode' | 'method' | 'path' | 'durationMs'>;

export function RequestTimeCell({ request }: { request: Request }) {
  return <TableCell className="whitespace-nowrap">{formatDateTime(request.createdAt)}</TableCell>;
}

/**
 * An error code may wrap after each underscore: IDEMPOTENCY_KEY_REUSED, one unbreakable word, would
 * otherwise set the column's width and push the table past the card on a laptop screen.
 */
function breakableCode(code: string): ReactNode {
  return code.split('_').map((part, i) => (
    <Fragment key={i}>
      {i > 0 ? (
        <>
          _<wbr />
        </>
      ) : null}
      {part}
    </Fragment>
  ));
}

/** The HTTP status, and under it the error code the answer carried. */
export function RequestStatusCell({ request }: { request: Request }) {
  return (
    <TableCell>
      <HttpStatusBadge status={request.status} />
      {request.errorCode ? <span className="mt-1 block font-mono text-xs text-muted-foreground">{breakableCode(request.errorCode)}</span> : null}
    </TableCell>
  );
}

/** The method and path, cut to `maxWidth` (a class) with the whole of it in the title. */
export function RequestPathCell({ request, maxWidth = 'max-w-[18rem]' }: { request: Request; maxWidth?: string }) {
  return (
    <TableCell className="font-mono text-xs">
      <Truncate value={`${request.method} ${request.path}`} className={maxWidth}>
        <span className="font-semibold">{request.method}</span> {request.path}
      </Truncate>
    </TableCell>
  );
}

export function RequestDurationCell({ request }: { request: Request }) {
  return <TableCell className="whitespace-nowrap text-right tabular-nums">{request.durationMs} ms</TableCell>;
}
