import { RouteErrorBoundary } from '../route-error-boundary.tsx';

/** /error: the error screen (spec §2). */
export function Component() {
  return <RouteErrorBoundary />;
}
