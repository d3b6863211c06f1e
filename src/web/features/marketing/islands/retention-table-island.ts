import { hydrated } from '@web/lib/hydrate-island';
import { RetentionTable } from '../components/retention-table';

/** The privacy policy's retention periods: the prerendered defaults, then the periods in force. */
export const mount = hydrated(RetentionTable);
