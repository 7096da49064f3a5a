/** The provider's mark, drawn inline (no request to the provider); decorative: the button's text names it. */
export function ProviderIcon({ icon }: { icon: string }) {
  if (icon === 'orcid') {
    return (
      <svg className="social-button__icon" viewBox="0 0 32 32" width="20" height="20" aria-hidden="true" focusable="false">
        <circle cx="16" cy="16" r="16" fill="#A6CE39" />
        <rect x="9" y="12.5" width="2.4" height="11" fill="#fff" />
        <circle cx="10.2" cy="9.4" r="1.5" fill="#fff" />
        <path
          d="M14 12.5h4.2c4 0 5.9 2.8 5.9 5.5 0 3-2.3 5.5-5.9 5.5H14zm2.4 2.2v6.6h1.7c2.6 0 3.6-1.8 3.6-3.3 0-1.6-1-3.3-3.6-3.3z"
          fill="#fff"
        />
      </svg>
    );
  }
  if (icon === 'google') {
    return (
      <svg className="social-button__icon" viewBox="0 0 48 48" width="20" height="20" aria-hidden="true" focusable="false">
        <path
          fill="#EA4335"
          d="M24 9.5c3.5 0 6.6 1.2 9.1 3.6l6.8-6.8C35.8 2.4 30.3 0 24 0 14.6 0 6.6 5.4 2.7 13.3l7.9 6.1C12.5 13.6 17.8 9.5 24 9.5z"
        />
        <path
          fill="#4285F4"
          d="M46.5 24.5c0-1.6-.1-3.1-.4-4.5H24v9h12.7c-.6 3-2.3 5.5-4.8 7.2l7.7 6c4.5-4.2 6.9-10.3 6.9-17.7z"
        />
        <path fill="#FBBC05" d="M10.6 28.6c-.5-1.4-.8-3-.8-4.6s.3-3.2.8-4.6l-7.9-6.1C1 16.6 0 20.2 0 24s1 7.4 2.7 10.7z" />
        <path
          fill="#34A853"
          d="M24 48c6.5 0 11.9-2.1 15.9-5.8l-7.7-6c-2.2 1.5-5 2.3-8.2 2.3-6.2 0-11.5-4.1-13.4-9.9l-7.9 6.1C6.6 42.6 14.6 48 24 48z"
        />
      </svg>
    );
  }
  return null;
}
