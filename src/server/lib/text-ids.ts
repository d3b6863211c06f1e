import { randomAlphanumeric } from '@server/modules/auth';
import { decodeCursorOf, encodeCursor, type Keyset } from '@server/db/keyset';

/** Public ids: a prefix and 20 random letters and digits (po_, pr_, ptn_, fo_, dp_, re_, lc_). */
export const newId = (prefix: 'po' | 'pr' | 'ptn' | 'fo' | 'dp' | 're' | 'lc'): string => `${prefix}_${randomAlphanumeric(20)}`;

const TEXT_ID = /^[a-z]{2,3}_[A-Za-z0-9]{1,40}$/;

export { encodeCursor };

/** A keyset cursor whose id is one of our prefixed text ids (db/keyset.ts reads it). */
export const decodeTextCursor = (raw: string | undefined): Keyset | undefined => decodeCursorOf(raw, TEXT_ID);
