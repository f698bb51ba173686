// Runs PGlite's initdb for a new data folder in a process of its own. Creating a cluster touches
// some 400 MB of WebAssembly memory that an instance never gives back, and a worker thread's
// share stays with the process too (the allocator keeps it); when this process ends it is gone,
// and the server opens the finished cluster at its resting size.
// Usage: node create-pglite-cluster.mjs <dataDir> <startParams as JSON>
import { PGlite } from '@electric-sql/pglite';

const [dataDir, startParams] = process.argv.slice(2);
const pglite = await PGlite.create(dataDir, { startParams: JSON.parse(startParams) });
await pglite.close();
