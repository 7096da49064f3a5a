type TSpinnerProps = { size?: 'small' | 'medium' | 'large'; label?: string };

/** A spinning ring; with a label it is announced as a status, without one it is decoration. */
export function Spinner({ size = 'medium', label }: TSpinnerProps) {
  const className = `spinner spinner--${size}`;
  if (label) return <span className={className} role="status" aria-label={label} />;
  return <span className={className} aria-hidden="true" />;
}
