import { createMemoryRouter } from 'react-router';
import { describe, expect, it } from 'vitest';
import { routerReady } from './router-ready';

describe('routerReady', () => {
  it('waits for the first location’s lazy route', async () => {
    let release: () => void = () => {};
    const loaded = new Promise<void>((resolve) => (release = resolve));
    const router = createMemoryRouter([
      { path: '/', lazy: () => loaded.then(() => ({ Component: () => null })) },
    ]);
    let ready = false;
    const waiting = routerReady(router).then(() => (ready = true));
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(ready).toBe(false);
    release();
    await waiting;
    expect(router.state.initialized).toBe(true);
  });

  it('is ready at once for a route that is already there', async () => {
    const router = createMemoryRouter([{ path: '/', Component: () => null }]);
    await expect(routerReady(router)).resolves.toBeUndefined();
  });
});
