import type { ReactNode } from 'react';

type TAlertProps = {
  kind: 'error' | 'info' | 'success' | 'warning';
  children: ReactNode;
  onDismiss?: () => void;
  dismissLabel?: string;
};

export function Alert({ kind, children, onDismiss, dismissLabel }: TAlertProps) {
  return (
    <div className={`alert alert--${kind}`} role={kind === 'error' ? 'alert' : 'status'}>
      <div className="alert__body">{children}</div>
      {onDismiss ? (
        <button type="button" className="alert__dismiss" onClick={onDismiss} aria-label={dismissLabel}>
          ×
        </button>
      ) : null}
    </div>
  );
}
