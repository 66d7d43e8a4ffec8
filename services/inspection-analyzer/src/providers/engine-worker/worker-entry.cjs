// Entry of the analysis engine's worker thread when running from TypeScript sources (tsx in development, jest in
// tests: a worker thread is outside jest's transform, so it registers tsx itself). A bundled build points the worker
// at its compiled `analysis-engine-worker.js` instead and never loads this file.
require('tsx/cjs');
require('./worker.ts');
