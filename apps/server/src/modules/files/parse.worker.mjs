// Entry of a file-parsing worker thread: makes TypeScript loadable here (the server runs under tsx, tests under
// vitest, and a worker starts without either's loader), then parses the files it is given (parse-jobs.ts).
import { parentPort } from 'node:worker_threads';
import { register } from 'tsx/esm/api';

register();
const { serveParses } = await import('./parse-jobs.ts');
serveParses(parentPort);
