import type { components, paths } from './generated/openapi.js';

/** The types of every request and answer, derived from the generated OpenAPI types. */
type Method = 'get' | 'post' | 'patch' | 'delete';
type Operation<P extends keyof paths, M extends Method> = NonNullable<paths[P][M]>;

export type RequestBody<P extends keyof paths, M extends Method> =
  Operation<P, M> extends { requestBody?: { content: { 'application/json': infer B } } } ? B : never;

export type Answer<P extends keyof paths, M extends Method, S extends number> =
  Operation<P, M> extends { responses: { [K in S]: { content: { 'application/json': infer R } } } } ? R : never;

export type Query<P extends keyof paths, M extends Method> = Operation<P, M> extends { parameters: { query?: infer Q } } ? NonNullable<Q> : never;

type Schemas = components['schemas'];

export type Payment = Schemas['Payment'];
export type PaymentCreateParams = RequestBody<'/api/merchant/process-payment', 'post'>;
export type PaymentListParams = Omit<Query<'/api/merchant/transactions', 'get'>, 'cursor'> & { cursor?: string };
export type PaymentDetail = Answer<'/api/merchant/payments/{paymentId}', 'get', 200>;
export type LifecycleAnswer = Answer<'/api/merchant/payments/{paymentId}/capture', 'post', 200>;
export type CaptureParams = RequestBody<'/api/merchant/payments/{paymentId}/capture', 'post'>;
export type CancelParams = RequestBody<'/api/merchant/payments/{paymentId}/cancel', 'post'>;
export type LegAuthorisationParams = RequestBody<'/api/merchant/payments/{paymentId}/legs/{legId}/authorisation', 'post'>;
export type SimulatePaymentParams = RequestBody<'/api/merchant/sandbox/simulate', 'post'>;
export type PaymentSimulation = Answer<'/api/merchant/sandbox/simulate', 'post', 200>;

export type Refund = Schemas['Refund'];
export type RefundCreateParams = RequestBody<'/api/merchant/payments/{paymentId}/refunds', 'post'>;
export type RefundPreviewParams = RequestBody<'/api/merchant/payments/{paymentId}/refunds/preview', 'post'>;
export type RefundPreview = Answer<'/api/merchant/payments/{paymentId}/refunds/preview', 'post', 200>;
export type RefundListParams = Query<'/api/merchant/refunds', 'get'>;
export type RefundLegResultParams = RequestBody<'/api/merchant/refunds/{refundId}/legs/{legId}/result', 'post'>;

export type Event = Schemas['Event'];
export type EventType = Event['type'];
export type EventListParams = Query<'/api/merchant/events', 'get'>;

export type WebhookDelivery = Answer<'/api/merchant/webhook-deliveries/{id}/replay', 'post', 202>['delivery'];
export type TestEventSent = Answer<'/api/merchant/webhook-endpoints/{id}/test', 'post', 202>;
export type WebhookEndpoint = Answer<'/api/merchant/webhook-endpoints/{id}', 'patch', 200>;
/** An endpoint with its signing secret (`whsec_...`), which is shown only when it is made or rolled. */
export type WebhookEndpointWithSecret = Answer<'/api/merchant/webhook-endpoints', 'post', 201>;
export type WebhookEndpointCreateParams = RequestBody<'/api/merchant/webhook-endpoints', 'post'>;
export type WebhookEndpointUpdateParams = RequestBody<'/api/merchant/webhook-endpoints/{id}', 'patch'>;
export type RollSecretParams = RequestBody<'/api/merchant/webhook-endpoints/{id}/roll-secret', 'post'>;
export type DeliveryListParams = Query<'/api/merchant/webhook-endpoints/{id}/deliveries', 'get'>;

export type RequestLogEntry = Answer<'/api/merchant/request-log/{requestId}', 'get', 200>['request'];
export type RequestLogListParams = Query<'/api/merchant/request-log', 'get'>;

/** The API's error body. */
export type ApiErrorBody = Schemas['Error'];

export type { components, paths };
