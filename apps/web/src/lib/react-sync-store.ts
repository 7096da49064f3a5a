/** Stands in for the `use-sync-external-store/shim` package: React 19 has the hook itself. */
export { useSyncExternalStore } from 'react';
