import type { ComponentPropsWithRef } from 'react';
import { Spinner } from './spinner.tsx';

type TButtonProps = ComponentPropsWithRef<'button'> & {
  variant?: 'primary' | 'secondary' | 'danger' | 'link';
  isBusy?: boolean;
};

/** A button that shows a spinner and refuses clicks while its work runs. */
export function Button({
  variant = 'primary',
  isBusy = false,
  disabled,
  children,
  className,
  type = 'button',
  ...rest
}: TButtonProps) {
  return (
    <button
      type={type}
      className={`button button--${variant}${className ? ` ${className}` : ''}`}
      disabled={disabled || isBusy}
      aria-busy={isBusy || undefined}
      {...rest}
    >
      {isBusy ? <Spinner size="small" /> : null}
      <span>{children}</span>
    </button>
  );
}
