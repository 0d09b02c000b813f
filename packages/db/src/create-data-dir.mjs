// Creates and migrates a new PGlite data dir, run in a child process by createDb: PGlite's WASM memory never shrinks,
// and creating a cluster (initdb) peaks at several hundred MB, which would otherwise stay in the server for its life.
// When this process ends, that memory goes with it (a worker thread's does not: its allocator keeps most of it); the
// server then opens the finished data dir. Plain JavaScript, so it runs the same under tsx and in the bundled server.
import { PGlite } from '@electric-sql/pglite';
import { drizzle } from 'drizzle-orm/pglite';
import { migrate } from 'drizzle-orm/pglite/migrator';

const { dataDir, postgresqlconf, migrationsFolder } = JSON.parse(process.argv[2]);
// The server that started this one is gone (killed while starting): stop, rather than write a data dir for nobody.
process.on('disconnect', () => process.exit(1));
const client = await PGlite.create({ dataDir, postgresqlconf });
await migrate(drizzle(client), { migrationsFolder });
await client.close();
// Done: the open IPC channel would otherwise keep this process alive.
process.exit(0);
