import { Spinner } from './spinner.tsx';

/** A spinner centred in the space it is given; `label` names it for screen readers when known. */
export function PageSpinner({ label, isFullScreen = false }: { label?: string; isFullScreen?: boolean }) {
  return (
    <div className={`page-spinner${isFullScreen ? ' page-spinner--full' : ''}`}>
      <Spinner size="large" label={label} />
    </div>
  );
}
