export {
  readSearchHistory,
  rememberSearch,
  clearSearchHistory,
  searchPath,
  SEARCH_HISTORY_KEY,
  SEARCH_HISTORY_LIMIT,
} from './searchHistory';
