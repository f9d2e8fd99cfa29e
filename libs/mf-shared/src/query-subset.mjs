// The part of @tanstack/react-query the portal uses, provided as the shared '@tanstack/react-query' singleton
// (one QueryClient context for the page); shared whole it also sent infinite and suspense queries, hydration.
// Generated: `node libs/mf-shared/src/subset-imports.js --write` after a frontend starts or stops using a name
// (libs/mf-shared/test/subsets.test.ts fails until then).
export {
  QueryClient,
  QueryClientProvider,
  keepPreviousData,
  useMutation,
  useQueries,
  useQuery,
  useQueryClient,
} from '@tanstack/react-query/build/modern/index.js';
