export * from './auth';
export * from './merchants';
export * from './payments';
export * from './email';
export * from './invoices';
export * from './api-log';
export * from './instances';
export * from './feature-flags';
