/** The portal's mark (index.html's boot screen draws the same). */
export function BrandLogo() {
  return (
    <svg className="site-header__logo" viewBox="0 0 32 32" width="32" height="32" aria-hidden="true" focusable="false">
      <rect width="32" height="32" rx="7" fill="currentColor" />
      <path d="M9 22V10h4l3 7 3-7h4v12h-3v-7l-3 7h-2l-3-7v7z" fill="#fff" />
    </svg>
  );
}
