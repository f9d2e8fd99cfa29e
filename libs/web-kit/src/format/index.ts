export { formatPkr, formatPkrCompact, formatPkrPerPlay } from './money';
export { formatCount, formatCountCompact, formatPercent } from './numbers';
export {
  explainApiError,
  apiErrorText,
  apiErrorMessage,
  apiErrorDetail,
  TRY_AGAIN,
  OFFLINE,
  type ApiErrorInfo,
} from './api-error';
export { useDebounced } from './use-debounced';
export { formatKarachiDate, formatKarachiDateTime, formatTimeAgo } from './dates';
