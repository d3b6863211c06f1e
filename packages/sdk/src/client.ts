import { HttpClient, type ClientOptions } from './http.js';
import { Events, Payments, Refunds, RequestLog, WebhookEndpoints } from './resources.js';
import { Webhooks } from './webhooks.js';

/**
 * The SmartSplit API for a merchant's server, with one secret key:
 *
 *     const smartsplit = new SmartSplit({ apiKey: process.env.SMARTSPLIT_KEY!, baseUrl: 'https://smartsplit.example' });
 *     const payment = await smartsplit.payments.create({ amount: 12_550, currency: 'GBP', cards });
 */
export class SmartSplit {
  readonly payments: Payments;
  readonly refunds: Refunds;
  readonly events: Events;
  readonly webhookEndpoints: WebhookEndpoints;
  readonly requestLog: RequestLog;
  readonly webhooks: Webhooks;

  constructor(options: ClientOptions) {
    const http = new HttpClient(options);
    this.payments = new Payments(http);
    this.refunds = new Refunds(http);
    this.events = new Events(http);
    this.webhookEndpoints = new WebhookEndpoints(http);
    this.requestLog = new RequestLog(http);
    this.webhooks = new Webhooks();
  }
}
