import { createServer } from 'node:http';
import Fastify from 'fastify';

/**
 * The baselines of the count call's ratio, in a process of their own so that they don't share an event loop
 * with the portal, both answering the count call's JSON without logging: a bare Node.js HTTP server (the
 * target's baseline) and a bare Fastify route (what the framework itself costs).
 */
const answer = JSON.stringify({ status: 'success', data: { newNotifs: 0, newNotifsObligatory: 0, totalNotifs: 0, newLetters: 0, totalLetters: 0 } });

const node = createServer((_req, res) => {
  res.writeHead(200, { 'content-type': 'application/json; charset=utf-8', 'content-length': Buffer.byteLength(answer) });
  res.end(answer);
});
await new Promise<void>((resolve) => node.listen(0, '127.0.0.1', resolve));

const fastify = Fastify({ logger: false });
fastify.get('/bare', async () => JSON.parse(answer) as unknown);
await fastify.listen({ port: 0, host: '127.0.0.1' });

process.send?.({ bareNode: (node.address() as { port: number }).port, bareFastify: (fastify.server.address() as { port: number }).port });
process.on('message', async (m) => {
  if (m === 'stop') {
    await fastify.close();
    node.close();
    process.exit(0);
  }
});
