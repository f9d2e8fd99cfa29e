// What only an Urdu page formats with: figures in lakh and crore and the API errors' Urdu sentences.
// It is a chunk of its own that `loadFormatLanguage('ur')` fetches before a remote's first render, so an English
// page carries none of these bytes.
export { lakhCompact, lakhGrouped, lakhGroupedDecimals } from './lakh';
export { explainInUrdu, URDU_ERRORS } from './api-error-urdu';
