// What the shared react-query singleton provides (see react-router-dom.mjs beside it); query-core
// comes inside it, tree-shaken to what these need.
export {
  QueryClient,
  QueryClientProvider,
  keepPreviousData,
  useQuery,
  useQueryClient,
} from '@tanstack/react-query-implementation';
