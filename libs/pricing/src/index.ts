/** @rbt/pricing: reference data and the pricing engine (pure, no I/O; runs in svc-pricing and in the browser). */
export * from './constants';
export * from './days';
export * from './audience';
export * from './setup-cost';
export * from './derive';
export * from './price-models';
export * from './checkout';
export * from './estimate';
export * from './reference';
export * from './goal';
export * from './niche';
export * from './draft-steps';
export * from './list-capacity';
