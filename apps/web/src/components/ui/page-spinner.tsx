import { Spinner } from './spinner.tsx';
import './page-spinner.css';

/** A spinner centred in the space it is given; `label` names it for screen readers when known. */
export function PageSpinner({ label }: { label?: string }) {
  return (
    <div className="page-spinner">
      <Spinner size="large" label={label} />
    </div>
  );
}
