export { requestIdGenerator, REQUEST_ID_HEADER } from './request-id';
export { mayReadMetrics, registerHttpMetrics, type HttpMetricsOptions } from './http-metrics';
