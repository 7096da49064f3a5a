import { BrandLogo } from './brand-logo.tsx';
import { Spinner } from './spinner.tsx';
import './boot-screen.css';

/**
 * The brand as index.html's boot screen names it, read before React replaces that screen: the HTML is the one
 * place the name is written for the moments before the application's own load has answered.
 */
const BRAND = typeof document === 'undefined' ? '' : (document.querySelector('[data-brand]')?.textContent ?? '');

/**
 * What the page shows while it starts (the catalogue, the application and the account loading): the same header
 * bar and spinner as index.html's boot screen, which the browser paints before any script runs. Taking over from
 * it changes nothing on screen, and the shell's own header then appears in the same place.
 */
export function BootScreen({ label }: { label?: string }) {
  return (
    <div className="boot-screen">
      <header className="site-header">
        <div className="site-header__bar container">
          <span className="site-header__brand">
            <BrandLogo />
            <span>{BRAND}</span>
          </span>
        </div>
      </header>
      <div className="page-spinner">
        <Spinner size="large" label={label} />
      </div>
    </div>
  );
}
