/** The part of a data router that tells whether its first navigation has settled. */
interface InitialisingRouter {
  readonly state: { readonly initialized: boolean };
  subscribe(listener: (state: { readonly initialized: boolean }) => void): () => void;
}

/**
 * Resolves once the router has loaded the first location's lazy route (the dashboard, the
 * enrolment), so that React replaces index.html's first paint with the screen itself and not
 * with an empty page in between.
 */
export function routerReady(router: InitialisingRouter): Promise<void> {
  if (router.state.initialized) return Promise.resolve();
  return new Promise((resolve) => {
    const unsubscribe = router.subscribe((state) => {
      if (!state.initialized) return;
      unsubscribe();
      resolve();
    });
  });
}
