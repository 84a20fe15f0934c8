export { requestIdGenerator, REQUEST_ID_HEADER } from './request-id';
export { mayReadMetrics, registerHttpMetrics, type HttpMetricsOptions } from './http-metrics';
export { LogDestination, type LogDestinationOptions, type WriteBytes } from './log-destination';
export { registerLogMetrics, type CountsDroppedLines } from './log-metrics';
