export {
  bulletList,
  heading,
  keyValueTable,
  muted,
  paragraph,
  spacer,
  table,
  type ColumnWidth,
  type KeyValueRow,
  type PdfBlock,
  type PdfDocument,
} from './blocks';
export { formatDate } from './dates';
export { formatUsd, formatUsdRange } from './money';
export { renderPdf } from './render';
export {
  inspectionSummaryPdf,
  SEVERITY_TIERS,
  type InspectionSummaryInput,
  type SeverityTier,
} from './documents/inspection-summary';
