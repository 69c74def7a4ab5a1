/**
 * A real server process for the memory test of image-bomb.test.ts: the app on DATABASE_URL (no
 * seeding, no jobs), listening on a free port, which it prints as `listening <port>`.
 */
import type { AddressInfo } from 'node:net';
import { buildApp } from '../src/app.js';
import { openDatabase } from '../src/db/client.js';

const database = await openDatabase({ url: process.env.DATABASE_URL as string });
const app = await buildApp({ database, jwtSecret: 'rss-test-secret-rss-test-secret-rss-test' });
await app.listen({ port: 0, host: '127.0.0.1' });
process.stdout.write(`listening ${(app.server.address() as AddressInfo).port}\n`);
