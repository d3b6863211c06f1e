import { z } from 'zod';

export const healthSchema = z
  .object({
    status: z.enum(['ok', 'degraded']),
    db: z.enum(['ok', 'down']),
    version: z.string(),
    uptimeSeconds: z.number().int().nonnegative(),
  })
  .meta({ id: 'Health' });
export type Health = z.infer<typeof healthSchema>;
