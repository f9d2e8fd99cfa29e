export { formatPkr, formatPkrCompact, formatPkrPerPlay } from './money';
export { formatCount, formatCountCompact, formatPercent } from './numbers';
export { apiErrorText, apiErrorMessage, apiErrorDetail, apiErrorDetailsOf } from './api-error';
export { useDebounced } from './use-debounced';
export { formatKarachiDate, formatKarachiDateTime, formatKarachiTime, formatTimeAgo } from './dates';
export { isolate } from './language';
