import type { HttpClient, RequestOptions } from './http.js';
import { PageIterator } from './pagination.js';
import type {
  Answer,
  CancelParams,
  CaptureParams,
  DeliveryListParams,
  Event,
  EventListParams,
  LegAuthorisationParams,
  LifecycleAnswer,
  Payment,
  PaymentCreateParams,
  PaymentDetail,
  PaymentListParams,
  PaymentSimulation,
  Refund,
  RefundCreateParams,
  RefundLegResultParams,
  RefundListParams,
  RefundPreview,
  RefundPreviewParams,
  RequestLogEntry,
  RequestLogListParams,
  SimulatePaymentParams,
  RollSecretParams,
  TestEventSent,
  WebhookDelivery,
  WebhookEndpoint,
  WebhookEndpointCreateParams,
  WebhookEndpointUpdateParams,
  WebhookEndpointWithSecret,
} from './types.js';

const id = (value: string) => encodeURIComponent(value);

/** Listing options: where to start and the page size; the iterator follows `nextCursor` from there. */
type ListOf<Q> = Q & { cursor?: string };

function lister<T, Q extends { cursor?: string }>(
  http: HttpClient,
  path: string,
  itemsKey: string,
  params: Q | undefined,
  options: RequestOptions,
): PageIterator<T> {
  const { cursor: start, ...query } = (params ?? {}) as Q;
  return new PageIterator<T>(
    async (cursor, opts) => {
      const { data } = await http.request<Record<string, unknown>>({ method: 'GET', path, query: { ...(query as Record<string, string>), cursor } }, opts);
      return { items: data[itemsKey] as T[], nextCursor: (data.nextCursor as string | null) ?? null };
    },
    options,
    start,
  );
}

export class Payments {
  constructor(private readonly http: HttpClient) {}

  /**
   * Splits and makes a payment. A declined payment is a result, not an error: it comes back with
   * `status: 'DECLINED'` and its `declineReason` (the API's 402).
   */
  async create(params: PaymentCreateParams, options: RequestOptions = {}): Promise<Payment> {
    const { data } = await this.http.request<Payment>({ method: 'POST', path: '/api/merchant/process-payment', body: params, resultStatuses: [402] }, options);
    return data;
  }

  /** A payment with its legs, refunds, disputes and history. */
  async retrieve(paymentId: string, options: RequestOptions = {}): Promise<PaymentDetail> {
    return (await this.http.request<PaymentDetail>({ method: 'GET', path: `/api/merchant/payments/${id(paymentId)}` }, options)).data;
  }

  /** The key's payments, newest first: `for await (const p of payments.list({ status: 'COMPLETED' }))`. */
  list(params?: PaymentListParams, options: RequestOptions = {}): PageIterator<Payment> {
    return lister<Payment, ListOf<PaymentListParams>>(this.http, '/api/merchant/transactions', 'transactions', params, options);
  }

  /** Captures an authorised payment, in whole or (with `amount`) in part. */
  async capture(paymentId: string, params: CaptureParams = {}, options: RequestOptions = {}): Promise<LifecycleAnswer> {
    return (await this.http.request<LifecycleAnswer>({ method: 'POST', path: `/api/merchant/payments/${id(paymentId)}/capture`, body: params }, options)).data;
  }

  /** Cancels a payment not yet captured; `voidReferences` lists the authorisations to void. */
  async cancel(paymentId: string, params: CancelParams, options: RequestOptions = {}): Promise<LifecycleAnswer> {
    return (await this.http.request<LifecycleAnswer>({ method: 'POST', path: `/api/merchant/payments/${id(paymentId)}/cancel`, body: params }, options)).data;
  }

  /** Reports a leg's authorisation from your processor (payments made with `legConfirmation: 'gateway'`). */
  async reportLegAuthorisation(paymentId: string, legId: string, params: LegAuthorisationParams, options: RequestOptions = {}): Promise<LifecycleAnswer> {
    const path = `/api/merchant/payments/${id(paymentId)}/legs/${id(legId)}/authorisation`;
    return (await this.http.request<LifecycleAnswer>({ method: 'POST', path, body: params }, options)).data;
  }

  /** The split, why, and nothing stored (test keys, where the Sandbox is enabled). */
  async simulate(params: SimulatePaymentParams, options: RequestOptions = {}): Promise<PaymentSimulation> {
    return (await this.http.request<PaymentSimulation>({ method: 'POST', path: '/api/merchant/sandbox/simulate', body: params }, options)).data;
  }
}

export class Refunds {
  constructor(private readonly http: HttpClient) {}

  /** Refunds a captured payment across its legs. */
  async create(paymentId: string, params: RefundCreateParams, options: RequestOptions = {}): Promise<Refund> {
    return (await this.http.request<Refund>({ method: 'POST', path: `/api/merchant/payments/${id(paymentId)}/refunds`, body: params }, options)).data;
  }

  /** Every allocation of a refund amount, side by side, without refunding. */
  async preview(paymentId: string, params: RefundPreviewParams, options: RequestOptions = {}): Promise<RefundPreview> {
    const path = `/api/merchant/payments/${id(paymentId)}/refunds/preview`;
    return (await this.http.request<RefundPreview>({ method: 'POST', path, body: params }, options)).data;
  }

  async retrieve(refundId: string, options: RequestOptions = {}): Promise<Refund> {
    return (await this.http.request<Refund>({ method: 'GET', path: `/api/merchant/refunds/${id(refundId)}` }, options)).data;
  }

  /** The key's refunds, newest first, across pages. */
  list(params?: RefundListParams, options: RequestOptions = {}): PageIterator<Refund> {
    return lister<Refund, RefundListParams>(this.http, '/api/merchant/refunds', 'refunds', params, options);
  }

  /** One payment's refunds, oldest first. */
  async listForPayment(paymentId: string, options: RequestOptions = {}): Promise<Refund[]> {
    const path = `/api/merchant/payments/${id(paymentId)}/refunds`;
    return (await this.http.request<Answer<'/api/merchant/payments/{paymentId}/refunds', 'get', 200>>({ method: 'GET', path }, options)).data.refunds;
  }

  /** Reports a refund leg's result from your processor (`legConfirmation: 'gateway'`). */
  async reportLegResult(refundId: string, legId: string, params: RefundLegResultParams, options: RequestOptions = {}): Promise<Refund> {
    const path = `/api/merchant/refunds/${id(refundId)}/legs/${id(legId)}/result`;
    return (await this.http.request<Refund>({ method: 'POST', path, body: params }, options)).data;
  }
}

export class Events {
  constructor(private readonly http: HttpClient) {}

  /** The key's mode's events, newest first, optionally of one `type`. */
  list(params?: EventListParams, options: RequestOptions = {}): PageIterator<Event> {
    return lister<Event, EventListParams>(this.http, '/api/merchant/events', 'events', params, options);
  }

  /** One event by id (the `webhook-id` of its deliveries). */
  async retrieve(eventId: string, options: RequestOptions = {}): Promise<Event> {
    return (await this.http.request<Event>({ method: 'GET', path: `/api/merchant/events/${id(eventId)}` }, options)).data;
  }
}

/** Webhook endpoints of the key's mode: a key sees and changes its own mode's only. */
export class WebhookEndpoints {
  constructor(private readonly http: HttpClient) {}

  /** The key's mode's endpoints, oldest first. */
  async list(options: RequestOptions = {}): Promise<WebhookEndpoint[]> {
    return (await this.http.request<{ endpoints: WebhookEndpoint[] }>({ method: 'GET', path: '/api/merchant/webhook-endpoints' }, options)).data.endpoints;
  }

  /**
   * Adds an endpoint in the key's mode; the answer carries its signing secret, shown this once. Not
   * retried unless `maxRetries` says so: a retry after a lost answer would add a second endpoint.
   */
  async create(params: WebhookEndpointCreateParams, options: RequestOptions = {}): Promise<WebhookEndpointWithSecret> {
    const path = '/api/merchant/webhook-endpoints';
    return (await this.http.request<WebhookEndpointWithSecret>({ method: 'POST', path, body: params }, { maxRetries: 0, ...options })).data;
  }

  /** Changes the URL, events, description or status (`ENABLED` starts afresh after automatic disabling). */
  async update(endpointId: string, params: WebhookEndpointUpdateParams, options: RequestOptions = {}): Promise<WebhookEndpoint> {
    const path = `/api/merchant/webhook-endpoints/${id(endpointId)}`;
    return (await this.http.request<WebhookEndpoint>({ method: 'PATCH', path, body: params }, options)).data;
  }

  /** Deletes the endpoint and its deliveries. */
  async del(endpointId: string, options: RequestOptions = {}): Promise<void> {
    await this.http.request<null>({ method: 'DELETE', path: `/api/merchant/webhook-endpoints/${id(endpointId)}` }, options);
  }

  /** A new signing secret, returned once; for `overlapHours` (default 24) deliveries carry both signatures. */
  async rollSecret(endpointId: string, params: RollSecretParams = {}, options: RequestOptions = {}): Promise<WebhookEndpointWithSecret> {
    const path = `/api/merchant/webhook-endpoints/${id(endpointId)}/roll-secret`;
    return (await this.http.request<WebhookEndpointWithSecret>({ method: 'POST', path, body: params }, options)).data;
  }

  /** Sends a `webhook.test` event to the endpoint now. */
  async sendTestEvent(endpointId: string, options: RequestOptions = {}): Promise<TestEventSent> {
    return (await this.http.request<TestEventSent>({ method: 'POST', path: `/api/merchant/webhook-endpoints/${id(endpointId)}/test` }, options)).data;
  }

  /** The endpoint's deliveries, newest first, with their attempts. */
  listDeliveries(endpointId: string, params?: DeliveryListParams, options: RequestOptions = {}): PageIterator<WebhookDelivery> {
    return lister<WebhookDelivery, DeliveryListParams>(
      this.http,
      `/api/merchant/webhook-endpoints/${id(endpointId)}/deliveries`,
      'deliveries',
      params,
      options,
    );
  }

  /** Sends a delivery again now, with the whole retry schedule ahead of it. */
  async replayDelivery(deliveryId: string, options: RequestOptions = {}): Promise<WebhookDelivery> {
    const path = `/api/merchant/webhook-deliveries/${id(deliveryId)}/replay`;
    return (await this.http.request<{ delivery: WebhookDelivery }>({ method: 'POST', path }, options)).data.delivery;
  }
}

/** The requests made with the merchant's keys of this key's mode, newest first (never a body). */
export class RequestLog {
  constructor(private readonly http: HttpClient) {}

  list(params?: RequestLogListParams, options: RequestOptions = {}): PageIterator<RequestLogEntry> {
    return lister<RequestLogEntry, RequestLogListParams>(this.http, '/api/merchant/request-log', 'requests', params, options);
  }

  /** One request by its `Request-Id` (every error's `requestId`). */
  async retrieve(requestId: string, options: RequestOptions = {}): Promise<RequestLogEntry> {
    return (await this.http.request<{ request: RequestLogEntry }>({ method: 'GET', path: `/api/merchant/request-log/${id(requestId)}` }, options)).data.request;
  }
}
