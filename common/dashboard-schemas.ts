// GET /api/dashboard: the four summary figures and recent activity (decisions.md 9 and the
// "Dashboard figures" clarification).
import { z } from 'zod';
import { NOTIFICATION_TYPES } from './notification-types';
import { timestampSchema } from './wire';

export const nextSessionSchema = z.object({
  bookingId: z.number().int(),
  startDate: timestampSchema,
  petName: z.string(),
});

export const recentActivityItemSchema = z.object({
  id: z.number().int(),
  type: z.enum(NOTIFICATION_TYPES),
  title: z.string(),
  message: z.string(),
  isRead: z.boolean(),
  createdAt: timestampSchema,
});

export const dashboardSummarySchema = z.object({
  /** The user's pets that are not archived. */
  totalPets: z.number().int().min(0),
  /** Pending or confirmed bookings that have not ended yet. */
  activeBookings: z.number().int().min(0),
  /** Mean progress over the user's purchased skills, a whole percentage (0 when none). */
  trainingProgress: z.number().int().min(0).max(100),
  /** The earliest upcoming training booking that is not cancelled, or null. */
  nextSession: nextSessionSchema.nullable(),
  /** The latest 10 notifications, newest first. */
  recentActivity: z.array(recentActivityItemSchema),
});

/** The dashboard summary on the wire (ISO dates). */
export type DashboardSummary = z.input<typeof dashboardSummarySchema>;
export type RecentActivityItem = z.input<typeof recentActivityItemSchema>;
