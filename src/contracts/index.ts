// The shop API's request/response shapes, shared by the server (validation, serialisation, OpenAPI)
// and the browser's API client (types). Framework-free on purpose.
export * from './common';
export * from './activation';
export * from './areas';
export * from './cities';
export * from './numbers';
export * from './packages';
export * from './settings';
export * from './stores';
export * from './logistics';
export * from './orders';
export * from './documents';
export * from './payments';
export * from './postpaid';
export * from './refunds';
export * from './track';
export * from './traffic';
export * from './otp';
export * from './visit';
export * from './operation';
export * from './operations';
export * from './schema-bounds';
