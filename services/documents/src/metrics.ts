import { Counter, Gauge, Histogram } from 'prom-client';
import { registry } from '@homeward/kit';

/** The documents service's business metrics; dashboards and alert rules key on these names. */
export const documentsMetrics = {
  draftsCreated: new Counter({
    name: 'homeward_documents_drafts_created_total',
    help: 'Drafts created (and prefilled) on first opening an editor',
    labelNames: ['document_type'] as const,
    registers: [registry],
  }),
  completed: new Counter({
    name: 'homeward_documents_completed_total',
    help: 'Documents completed (snapshot stored, next draft started)',
    labelNames: ['document_type'] as const,
    registers: [registry],
  }),
  deleted: new Counter({
    name: 'homeward_documents_deleted_total',
    help: 'Documents deleted by their owner',
    labelNames: ['document_type'] as const,
    registers: [registry],
  }),
  deletedWithProperty: new Counter({
    name: 'homeward_documents_deleted_with_property_total',
    help: 'Documents deleted because their property was deleted (property.deleted)',
    registers: [registry],
  }),
  deadlineReminders: new Counter({
    name: 'homeward_documents_deadline_reminders_total',
    help: 'Contract deadline reminders published (document.deadline_approached), once per agreement and deadline',
    labelNames: ['deadline'] as const,
    registers: [registry],
  }),
  deadlineReminderFailures: new Counter({
    name: 'homeward_documents_deadline_reminder_failures_total',
    help: 'Completed agreements whose deadlines the reminder sweep could not read (none reminded of)',
    registers: [registry],
  }),
  pdfSeconds: new Histogram({
    name: 'homeward_documents_pdf_render_seconds',
    help: 'Time to render one document PDF',
    labelNames: ['document_type'] as const,
    buckets: [0.05, 0.1, 0.25, 0.5, 1, 2, 5],
    registers: [registry],
  }),
  pdfRendersInFlight: new Gauge({
    name: 'homeward_documents_pdf_renders_in_flight',
    help: 'PDF renders running in the render threads or waiting for one',
    registers: [registry],
  }),
  storedPdfs: new Counter({
    name: 'homeward_documents_completed_pdf_fetches_total',
    help: "Completed documents' PDF downloads: from object storage (stored), rendered (first time, or storage down) or not_modified (the caller's ETag matched)",
    labelNames: ['outcome'] as const,
    registers: [registry],
  }),
  storedPdfsRemoved: new Counter({
    name: 'homeward_documents_stored_pdfs_removed_total',
    help: 'Stored PDFs removed from object storage after their document was deleted',
    registers: [registry],
  }),
};
