/** The adapters' types the use cases are given (entry-points -> domain -> data-access; .dependency-cruiser.cjs). */
export type { EstimateCache } from '../data-access/estimate-cache-repository';
