import { and, asc, count, eq } from 'drizzle-orm';
import type { DisputeFile } from '@contract/disputes';
import type { DbOrTx } from '@server/db/client';
import { disputeFiles } from '@server/db/schema/disputes';

/** Evidence files, one aggregate with their dispute but stored apart (their bytes are large). */
export type DisputeFileRow = typeof disputeFiles.$inferSelect;
export type NewDisputeFile = typeof disputeFiles.$inferInsert;

/** A dispute's files without their bytes, oldest first. */
export async function listDisputeFiles(db: DbOrTx, disputeId: string): Promise<DisputeFile[]> {
  const rows = await db
    .select({
      id: disputeFiles.id,
      fileName: disputeFiles.fileName,
      mimeType: disputeFiles.mimeType,
      sizeBytes: disputeFiles.sizeBytes,
      createdAt: disputeFiles.createdAt,
    })
    .from(disputeFiles)
    .where(eq(disputeFiles.disputeId, disputeId))
    .orderBy(asc(disputeFiles.createdAt), asc(disputeFiles.id));
  return rows.map((f) => ({ id: f.id, fileName: f.fileName, mimeType: f.mimeType, sizeBytes: f.sizeBytes, uploadedAt: f.createdAt.toISOString() }));
}

export async function countDisputeFiles(db: DbOrTx, disputeId: string): Promise<number> {
  const [row] = await db.select({ n: count() }).from(disputeFiles).where(eq(disputeFiles.disputeId, disputeId));
  return row?.n ?? 0;
}

export async function insertDisputeFile(db: DbOrTx, row: NewDisputeFile): Promise<void> {
  await db.insert(disputeFiles).values(row);
}

/** Deletes one file of one dispute; its name, or undefined when that dispute has no such file. */
export async function deleteDisputeFile(db: DbOrTx, disputeId: string, fileId: string): Promise<string | undefined> {
  const [row] = await db
    .delete(disputeFiles)
    .where(and(eq(disputeFiles.id, fileId), eq(disputeFiles.disputeId, disputeId)))
    .returning({ fileName: disputeFiles.fileName });
  return row?.fileName;
}

/** One file of one dispute with its (encrypted) bytes. */
export async function findDisputeFileContent(db: DbOrTx, disputeId: string, fileId: string) {
  const [row] = await db
    .select({ id: disputeFiles.id, fileName: disputeFiles.fileName, mimeType: disputeFiles.mimeType, content: disputeFiles.content })
    .from(disputeFiles)
    .where(and(eq(disputeFiles.id, fileId), eq(disputeFiles.disputeId, disputeId)));
  return row;
}
