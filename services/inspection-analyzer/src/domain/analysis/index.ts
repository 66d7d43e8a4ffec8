export { createOfflineEngine, analyzeReport } from './offline-engine';
export { explainFinding, priceOf } from './details';
export { totals, type SeverityTotal } from './summary';
