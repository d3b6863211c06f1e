import { z } from 'zod';
import { cursorParam, dateBoundParam, modeParam, nextCursorSchema, pageLimit } from './admin-paging';
import { MODES, TRANSACTION_STATUSES, paymentSchema } from './payments';

export const listTransactionsQuerySchema = z
  .object({
    limit: pageLimit(50, 100),
    cursor: cursorParam,
    status: z.enum(TRANSACTION_STATUSES, { error: `status must be one of ${TRANSACTION_STATUSES.join(', ')}` }).optional(),
    mode: modeParam,
    merchantId: z.string().max(100).optional().meta({ description: 'Public merchant id (mch_...)' }),
    from: dateBoundParam('from'),
    to: dateBoundParam('to'),
  })
  .strict();
export type ListTransactionsQuery = z.input<typeof listTransactionsQuerySchema>;

export const adminTransactionSchema = z
  .object({
    transactionId: z.string(),
    merchantId: z.string(),
    companyName: z.string(),
    mode: z.enum(MODES),
    status: z.enum(TRANSACTION_STATUSES),
    amount: z.number().int().meta({ description: 'Minor units (pence)' }),
    feeAmount: z.number().int(),
    currency: z.string(),
    customerEmail: z.string(),
    category: z.string(),
    totalReward: z.number(),
    splits: paymentSchema.shape.splits,
    declineReason: z.string().nullable(),
    createdAt: z.string().meta({ description: 'ISO-8601' }),
  })
  .meta({ id: 'AdminTransaction' });
export type AdminTransaction = z.infer<typeof adminTransactionSchema>;

export const listTransactionsResponseSchema = z.object({ transactions: z.array(adminTransactionSchema), nextCursor: nextCursorSchema });
export type ListTransactionsResponse = z.infer<typeof listTransactionsResponseSchema>;
