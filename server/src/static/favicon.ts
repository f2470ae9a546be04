/**
 * The store's icon (the shell's own, tooling/webpack/favicon.svg) for the server's HTML pages:
 * sandbox payment pages, development pages and the not-built page. Inline, so it shows even
 * when the front end is not built and serves no /favicon.svg.
 */
export const FAVICON_SVG =
  '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 64 64"><rect width="64" height="64" rx="14" fill="#ff7a1a"/><path d="M18 20h28v8H36v22h-8V28H18z" fill="#17110b"/></svg>';

export const FAVICON_LINK = `<link rel="icon" type="image/svg+xml" href="data:image/svg+xml,${encodeURIComponent(FAVICON_SVG)}">`;
