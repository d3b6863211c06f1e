import { sql } from 'drizzle-orm';
import type { EventType } from '@contract/events';
import { MODES, type Mode } from '@contract/payments';
import type { DbOrTx } from '@server/db/client';

export interface RecordedEvent {
  id: string;
  deliveries: number;
}

/**
 * Stores an event in the caller's transaction, with a PENDING delivery for every enabled endpoint of
 * the merchant in that mode that subscribes to its type; the delivery workers are woken when the
 * transaction commits. The SQL function record_event (src/server/db/sql/record_event.sql) does it in
 * one statement; record_payment writes a payment's event the same way. `data` is the object as the
 * API shows it.
 */
export async function recordEvent(
  db: DbOrTx,
  { merchantDbId, mode, type, data, deliver = true }: { merchantDbId: string; mode: Mode; type: EventType; data: Record<string, unknown>; deliver?: boolean },
): Promise<RecordedEvent> {
  // Raw SQL: calls the SQL function record_event, which writes the event and its deliveries in one statement (decision 0028).
  const { rows } = await db.execute<{ o_event_id: string; o_deliveries: number }>(
    sql`select o_event_id, o_deliveries from record_event(${merchantDbId}::uuid, ${mode}, ${type}, ${JSON.stringify(data)}::jsonb, ${deliver})`,
  );
  return { id: rows[0]!.o_event_id, deliveries: Number(rows[0]!.o_deliveries) };
}

/**
 * An account-wide fact (verification or merchant status) belongs to neither mode, and an integration
 * built against test keys needs it as much as a live one: it is recorded once in each mode, so each
 * mode's event list and endpoints see it (docs/decisions/0012-webhooks.md).
 */
export async function recordAccountEvent(
  db: DbOrTx,
  { merchantDbId, type, data }: { merchantDbId: string; type: EventType; data: Record<string, unknown> },
): Promise<void> {
  for (const mode of MODES) await recordEvent(db, { merchantDbId, mode, type, data });
}
