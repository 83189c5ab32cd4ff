export { useApiErrorText, type ApiErrorText } from './apiErrorMessage';
export { CODE_KEYS, NETWORK_KEY, PAYMENT_GATEWAY_UNAVAILABLE, apiProblem, dateRangeErrorsOf, type ApiProblem, type FailedCall, type ProblemField } from './apiProblem';
