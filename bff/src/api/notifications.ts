import { z } from 'zod';

export const notificationSchema = z.object({
  id: z.string(),
  kind: z.string(),
  title: z.string(),
  body: z.string(),
  subject_id: z.string(),
  read: z.boolean(),
  created_at: z.string(),
  /** The SPA path the notice takes the user to (e.g. a home inspection report page), or null when it goes nowhere. */
  link: z.string().nullable(),
});
export type Notification = z.infer<typeof notificationSchema>;
export const notificationListResponseSchema = z.object({ notifications: z.array(notificationSchema) });
