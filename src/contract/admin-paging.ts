import { z } from 'zod';
import { MODES } from './payments';

/**
 * Query pieces shared by the admin list endpoints. Lists are keyset-paged:
 * each page returns `nextCursor` (opaque), null on the last page.
 */
export const pageLimit = (fallback: number, max: number) =>
  z.coerce
    .number({ error: 'limit must be a whole number' })
    .int('limit must be a whole number')
    .min(1, 'limit must be at least 1')
    .max(max, `limit must be at most ${max}`)
    .default(fallback)
    .meta({ description: `Page size, 1-${max} (default ${fallback})` });

export const cursorParam = z.string().min(1).max(300).optional().meta({ description: 'The nextCursor of the previous page' });

export const modeParam = z.enum(MODES, { error: 'mode must be live or test' }).optional().meta({ description: 'live or test; both when absent' });

const DATE_ONLY = /^\d{4}-\d{2}-\d{2}$/;
const DATE_TIME = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}(:\d{2}(\.\d{1,6})?)?(Z|[+-]\d{2}:\d{2})$/;

// Date.parse rolls 2024-02-31 over to 2 March; a typo should be refused instead.
function isCalendarDate(ymd: string): boolean {
  const d = new Date(`${ymd}T00:00:00Z`);
  return !Number.isNaN(d.getTime()) && d.toISOString().slice(0, 10) === ymd;
}

/**
 * `YYYY-MM-DD` (a whole UTC day) or an ISO-8601 date-time with a zone.
 * `from` includes its instant or day; `to` includes its instant or the whole of its day.
 */
export const dateBoundParam = (name: string) =>
  z
    .string()
    .max(40)
    .refine(
      (v) => (DATE_ONLY.test(v) || DATE_TIME.test(v)) && isCalendarDate(v.slice(0, 10)) && !Number.isNaN(Date.parse(v)),
      `${name} must be a date (YYYY-MM-DD) or an ISO-8601 date-time`,
    )
    .optional();

export const nextCursorSchema = z.string().nullable().meta({ description: 'Pass as cursor to get the next page; null on the last page' });
