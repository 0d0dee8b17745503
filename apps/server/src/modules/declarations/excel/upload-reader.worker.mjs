// Entry of an upload worker thread: makes TypeScript loadable here (the server runs under tsx, tests under
// vitest, and a worker starts without either's loader), then serves uploads (upload-parts.ts).
import { parentPort } from 'node:worker_threads';
import { register } from 'tsx/esm/api';

register();
const { serveUploads } = await import('./upload-parts.ts');
serveUploads(parentPort);
