// Entry of the PDF render threads when running from TypeScript sources (tsx in development, jest in tests: a worker
// thread is outside jest's transform, so it registers tsx itself). The image build bundles worker.ts beside main.js
// as `pdf-render-worker.js` and the pool starts that instead, never this file.
require('tsx/cjs');
module.exports = require('./worker.ts');
