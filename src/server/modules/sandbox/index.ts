/** The sandbox domain's entry point: other code imports this file only (docs/decisions/0032-every-domain-behind-an-index.md). */
export { simulatePayment } from './simulate-payment';
