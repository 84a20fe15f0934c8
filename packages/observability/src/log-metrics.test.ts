import { Registry } from 'prom-client';
import { describe, expect, it } from 'vitest';
import { registerLogMetrics } from './log-metrics';

describe('registerLogMetrics', () => {
  it('shows the lines the log dropped so far as log_lines_dropped_total', async () => {
    const registry = new Registry();
    const log = { droppedLines: 0 };
    registerLogMetrics(registry, log);
    expect(await registry.metrics()).toMatch(/^log_lines_dropped_total 0$/m);
    log.droppedLines = 7;
    expect(await registry.metrics()).toMatch(/^log_lines_dropped_total 7$/m);
    log.droppedLines = 9;
    expect(await registry.metrics()).toMatch(/^log_lines_dropped_total 9$/m);
  });

  it('reads 0 for a stream that does not count', async () => {
    const registry = new Registry();
    registerLogMetrics(registry, undefined);
    expect(await registry.metrics()).toMatch(/^log_lines_dropped_total 0$/m);
  });
});
