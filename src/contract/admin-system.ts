import { z } from 'zod';

export const systemInfoSchema = z
  .object({
    name: z.literal('SmartSplit'),
    version: z.string().meta({ description: 'From package.json' }),
    environment: z.string().meta({ description: 'NODE_ENV of the server, e.g. production' }),
    database: z.enum(['embedded', 'external']),
    uptimeSeconds: z.number().int().nonnegative(),
  })
  .meta({ id: 'SystemInfo' });
export type SystemInfo = z.infer<typeof systemInfoSchema>;
