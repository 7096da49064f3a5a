/** The static illustration of the page (no marketing video ships): a page with a deleted and an inserted word. */
export function EditIllustration() {
  return (
    <svg className="digital-editing__illustration" viewBox="0 0 240 150" role="presentation" aria-hidden="true" focusable="false">
      <rect x="40" y="10" width="160" height="130" rx="6" fill="#ffffff" stroke="#8a97a6" strokeWidth="2" />
      <rect x="56" y="28" width="128" height="8" rx="3" fill="#c9d2dc" />
      <rect x="56" y="46" width="54" height="8" rx="3" fill="#c9d2dc" />
      <rect x="114" y="46" width="30" height="8" rx="3" fill="#f4c7c9" />
      <line x1="112" y1="50" x2="146" y2="50" stroke="#a4262c" strokeWidth="2" />
      <rect x="148" y="46" width="36" height="8" rx="3" fill="#b8e0c5" />
      <line x1="148" y1="57" x2="184" y2="57" stroke="#1b6e3a" strokeWidth="2" />
      <rect x="56" y="66" width="112" height="8" rx="3" fill="#c9d2dc" />
      <rect x="56" y="84" width="80" height="8" rx="3" fill="#c9d2dc" />
      <rect x="140" y="84" width="44" height="8" rx="3" fill="#b8e0c5" />
      <line x1="140" y1="95" x2="184" y2="95" stroke="#1b6e3a" strokeWidth="2" />
      <rect x="56" y="102" width="128" height="8" rx="3" fill="#c9d2dc" />
      <circle cx="200" cy="120" r="18" fill="#1a5fb4" />
      <path d="M191 120 l6 6 l12 -13" fill="none" stroke="#ffffff" strokeWidth="4" strokeLinecap="round" strokeLinejoin="round" />
    </svg>
  );
}
