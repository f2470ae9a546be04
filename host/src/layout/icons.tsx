/** The header's icons, drawn for the project (24 px grid, current colour). */

export function SearchIcon() {
  return (
    <svg width="20" height="20" viewBox="0 0 24 24" aria-hidden="true" focusable="false">
      <path fill="currentColor" d="M10 3a7 7 0 0 1 5.6 11.2l5.1 5.1-1.4 1.4-5.1-5.1A7 7 0 1 1 10 3zm0 2a5 5 0 1 0 0 10 5 5 0 0 0 0-10z" />
    </svg>
  );
}

export function GlobeIcon() {
  return (
    <svg width="20" height="20" viewBox="0 0 24 24" aria-hidden="true" focusable="false">
      <path
        fill="currentColor"
        d="M12 2a10 10 0 1 1 0 20 10 10 0 0 1 0-20zm-2.3 2.4A8 8 0 0 0 4.1 11h3.4c.1-2.4.8-4.7 2.2-6.6zm4.6 0c1.4 1.9 2.1 4.2 2.2 6.6h3.4a8 8 0 0 0-5.6-6.6zM12 4.3c-1.5 1.8-2.4 4.2-2.5 6.7h5c-.1-2.5-1-4.9-2.5-6.7zM4.1 13a8 8 0 0 0 5.6 6.6c-1.4-1.9-2.1-4.2-2.2-6.6zm5.4 0c.1 2.5 1 4.9 2.5 6.7 1.5-1.8 2.4-4.2 2.5-6.7zm7 0c-.1 2.4-.8 4.7-2.2 6.6a8 8 0 0 0 5.6-6.6z"
      />
    </svg>
  );
}

export function CloseIcon() {
  return (
    <svg width="20" height="20" viewBox="0 0 24 24" aria-hidden="true" focusable="false">
      <path fill="currentColor" d="m6.4 5 5.6 5.6L17.6 5 19 6.4 13.4 12l5.6 5.6-1.4 1.4-5.6-5.6L6.4 19 5 17.6l5.6-5.6L5 6.4z" />
    </svg>
  );
}
