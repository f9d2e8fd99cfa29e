/**
 * Every route group of the gateway and the services, each file once. Only groups are exported here: the package
 * re-exports them by name and API_ROUTES is the routes of whatever this module exports, so a new group is listed
 * in one place and cannot be exported yet left out of the OpenAPI document.
 */
export * from './gateway-api';
export * from './platform-admin-api';
export * from './campaign-api';
export * from './running-api';
export * from './payment-api';
export * from './notification-api';
export * from './billing-api';
export * from './analytics-api';
export * from './review-api';
export * from './bank-transfer-api';
export * from './reconciliation-api';
export * from './refund-api';
export * from './creative-api';
export * from './capacity-api';
export * from './suppression-api';
export * from './serving-api';
export * from './platform-report-api';
export * from './pricing-api';
export * from './media-api';
export * from './signed-media-api';
