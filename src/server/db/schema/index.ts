export * from './auth';
export * from './merchants';
export * from './payments';
export * from './email';
export * from './ledger';
