import { useEffect, useState } from 'react';
import { Badge } from '@web/components/ui/badge';
import { Table, TableBody, TableCell, TableHead, TableHeader, TableRow } from '@web/components/ui/table';
import { formatDateTime } from '@web/lib/format';
import { LEGACY_AUTH_KEY, TOKEN_KEYS, decodeTokenPayload, getToken, onTokenChange, tokenStatus } from '@web/lib/token-storage';

interface Row {
  key: string;
  present: boolean;
  status: 'valid' | 'expired' | 'malformed' | 'legacy' | null;
  expiresAt: string | null;
}

function readRows(nowMs: number): Row[] {
  const rows: Row[] = TOKEN_KEYS.map((key) => {
    const token = getToken(key);
    if (token === null) return { key, present: false, status: null, expiresAt: null };
    const exp = decodeTokenPayload(token)?.exp;
    return {
      key,
      present: true,
      status: tokenStatus(token, key, nowMs),
      expiresAt: typeof exp === 'number' ? formatDateTime(new Date(exp * 1000)) : null,
    };
  });
  let legacy: string | null = null;
  try {
    legacy = localStorage.getItem(LEGACY_AUTH_KEY);
  } catch {
    // Blocked storage: report it as absent.
  }
  rows.push({ key: LEGACY_AUTH_KEY, present: legacy !== null, status: legacy !== null ? 'legacy' : null, expiresAt: null });
  return rows;
}

const STATUS_BADGE = {
  valid: { label: 'Valid', variant: 'success' },
  expired: { label: 'Expired', variant: 'destructive' },
  malformed: { label: 'Malformed', variant: 'destructive' },
  legacy: { label: 'Not migrated', variant: 'secondary' },
} as const;

/** Which session tokens this browser holds and whether they still work. Never the values themselves. */
export function TokenSummary() {
  const [rows, setRows] = useState<Row[]>(() => readRows(Date.now()));
  useEffect(() => onTokenChange(() => setRows(readRows(Date.now()))), []);

  return (
    <Table>
      <TableHeader>
        <TableRow>
          <TableHead>Storage key</TableHead>
          <TableHead>Present</TableHead>
          <TableHead>State</TableHead>
          <TableHead>Expires</TableHead>
        </TableRow>
      </TableHeader>
      <TableBody>
        {rows.map((row) => (
          <TableRow key={row.key}>
            <TableCell className="font-mono">{row.key}</TableCell>
            <TableCell>{row.present ? 'Yes' : 'No'}</TableCell>
            <TableCell>{row.status ? <Badge variant={STATUS_BADGE[row.status].variant}>{STATUS_BADGE[row.status].label}</Badge> : '—'}</TableCell>
            <TableCell>{row.expiresAt ?? '—'}</TableCell>
          </TableRow>
        ))}
      </TableBody>
    </Table>
  );
}
