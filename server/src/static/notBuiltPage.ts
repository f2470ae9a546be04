import { FAVICON_LINK } from './favicon';

/** What "/" answers while the host's build is missing, instead of a bare 404. */
export const NOT_BUILT_PAGE = `<!doctype html>
<html lang="en">
<head><meta charset="utf-8">${FAVICON_LINK}<title>TopUp store: front end not built</title></head>
<body>
<h1>The front end is not built yet</h1>
<p>The API is running, but host/dist is missing. Build the front end with
<code>corepack pnpm build</code> at the repository root, then restart the server.</p>
<p>The API documentation is at <a href="/api/docs">/api/docs</a>.</p>
</body>
</html>
`;
