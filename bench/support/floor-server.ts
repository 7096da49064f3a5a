/**
 * The floor of the benchmark: the least a signed-in read can cost on this machine and database. A bare
 * Fastify + node-postgres server that turns the session cookie into its user with one indexed query and
 * answers JSON. The benchmark runs it beside the portal, on the same database, and reports every read of
 * the portal as a ratio to it, measured in the same run.
 *
 * Run as a child process: PORT and DATABASE_URL in the environment, DATABASE_POOL_SIZE as the portal's (10).
 */
import { createHash } from 'node:crypto';
import fastifyCookie from '@fastify/cookie';
import Fastify from 'fastify';
import pg from 'pg';

const pool = new pg.Pool({ connectionString: process.env.DATABASE_URL, max: Number(process.env.DATABASE_POOL_SIZE ?? 10) });
pool.on('error', () => {});
const app = Fastify({ logger: false });
await app.register(fastifyCookie);

const SESSION_USER = `
  SELECT u.identity, u.email, u.first_name, u.last_name, u.currency_iso, u.localization, u.language
  FROM sessions s JOIN users u ON u.id = s.user_id
  WHERE s.token_hash = $1 AND s.expires_at > now() AND u.active`;

app.get('/api/floor', async (request, reply) => {
  const token = request.cookies.sid;
  if (!token) return reply.status(401).send({ error: 'session-invalid' });
  const hash = createHash('sha256').update(token).digest('hex');
  const { rows } = await pool.query({ name: 'session-user', text: SESSION_USER, values: [hash] });
  if (!rows[0]) return reply.status(401).send({ error: 'session-invalid' });
  return { user: rows[0] };
});

await app.listen({ port: Number(process.env.PORT), host: '127.0.0.1' });
process.on('SIGTERM', () => {
  void app
    .close()
    .then(() => pool.end())
    .then(() => process.exit(0));
});
