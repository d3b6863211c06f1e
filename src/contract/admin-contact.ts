import { z } from 'zod';
import { cursorParam, nextCursorSchema, pageLimit } from './admin-paging';

export const listContactSubmissionsQuerySchema = z.object({ limit: pageLimit(100, 500), cursor: cursorParam }).strict();

export const contactSubmissionSchema = z
  .object({
    id: z.string(),
    firstName: z.string(),
    lastName: z.string(),
    email: z.string(),
    company: z.string().nullable(),
    interestType: z.enum(['partnership', 'integration', 'licensing', 'general']),
    submittedAt: z.string().meta({ description: 'ISO-8601' }),
    message: z.string().nullable(),
  })
  .meta({ id: 'ContactSubmission' });
export type ContactSubmission = z.infer<typeof contactSubmissionSchema>;

export const listContactSubmissionsResponseSchema = z.object({ submissions: z.array(contactSubmissionSchema), nextCursor: nextCursorSchema });
export type ListContactSubmissionsResponse = z.infer<typeof listContactSubmissionsResponseSchema>;
