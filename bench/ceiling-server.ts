// The ceiling: a plain Fastify JSON route on this machine, measured in the same run as the API.
// GET as the issue names it; POST with the same envelope body the API calls read, for reference.
// With a file argument, GET /same-bytes sends that file as JSON: a plain route answering as many
// bytes as a large API answer, so a run shows what those bytes alone cost, apart from our server.
import fs from 'node:fs';
import Fastify from 'fastify';

const app = Fastify({ logger: false });
app.get('/plain', async () => ({ code: 10000, msg: '成功', data: { hello: 'world' } }));
app.post('/plain', async () => ({ code: 10000, msg: '成功', data: { hello: 'world' } }));
const sameBytes = process.argv[3] ? fs.readFileSync(process.argv[3]) : null;
if (sameBytes) app.get('/same-bytes', (_req, reply) => reply.type('application/json; charset=utf-8').send(sameBytes));
const port = Number(process.argv[2] ?? 0);
await app.listen({ port, host: '127.0.0.1' });
console.log(`ready ${(app.server.address() as { port: number }).port}`);
