// The offline analysis engine (ANALYSIS_ENGINE=offline, the default). Pure code, no I/O. The steps, one file each:
//   page-lines.ts     drop running headers/footers, page numbers, the TREC legend (ocr-lines.ts repairs OCR text)
//   line-kinds.ts     what a line is: section, TREC item with its I/NI/NP/D marks, HomeGauge grid row, finding title,
//                     category line, sub-heading, boilerplate heading, descriptive field, text
//   structure.ts      walk the lines: skip the front matter and boilerplate, collect paragraphs per item
//   item-verdicts.ts  which paragraphs are findings (and their category), which are praise, which are context
//   findings.ts       title, description, trade, location, cost key, tier; one copy of what a summary repeats
//   offline-engine.ts which reader a report gets: its template (the steps above) or its observations (below)
//   observations.ts   reports without a template: list items, rated lines and paragraphs, with their headings
//   observation-findings.ts  which observations are findings, and their signal (observation-words.ts: shared cues)
//   prose-findings.ts the findings of a prose paragraph, sentence by sentence
//   summary-copies.ts a summary's copy of a finding, kept once, lending its signal
//   signals.ts        the inspector's signal -> tier table, and how far the words may move it
//   observation-title.ts  a short title written from the sentence that names the defect
//   tiers.ts          DOMAIN.md's label -> tier mapping, text cues first (a label never lowers a safety finding)
//   ../costs/         the sourced repair cost table and its matching
//   details.ts        what the buyer reads on expanding a finding (explain)
//   summary.ts        strengths, weaknesses, next steps, final recommendation
export { createOfflineEngine, analyzeReport } from './offline-engine';
export { explainFinding, priceOf } from './details';
export { totals, type SeverityTotal } from './summary';
