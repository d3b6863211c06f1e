/** The workers domain's entry point: other code imports this file only (docs/decisions/0032-every-domain-behind-an-index.md). */
export { createClaimLoop } from './claim-loop';
