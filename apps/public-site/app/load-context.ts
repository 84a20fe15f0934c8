/** What the Node server hands every loader. */
declare module 'react-router' {
  interface AppLoadContext {
    /** false when the server runs with HYDRATE=false: pages are served without client scripts. */
    hydrate: boolean;
  }
}

export {};
