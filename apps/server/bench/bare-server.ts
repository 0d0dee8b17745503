import Fastify from 'fastify';

/**
 * The baseline of the count call's ratio, in a process of its own so that it doesn't share an event loop
 * with the portal: a bare Fastify route answering the count call's JSON, without logging.
 */
const bare = Fastify({ logger: false });
bare.get('/bare', async () => ({ status: 'success', data: { newNotifs: 0, newNotifsObligatory: 0, totalNotifs: 0, newLetters: 0, totalLetters: 0 } }));
await bare.listen({ port: 0, host: '127.0.0.1' });
process.send?.({ bare: (bare.server.address() as { port: number }).port });
process.on('message', async (m) => {
  if (m === 'stop') {
    await bare.close();
    process.exit(0);
  }
});
