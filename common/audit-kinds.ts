// What the audit log records and how the pages name it, without zod: the audit page and the
// booking drawer need only these (common/admin-schemas.ts re-exports them with the schemas).
/** What the audit log records. */
export const AUDIT_KINDS = [
  'role.granted',
  'role.revoked',
  'trainer_application.approved',
  'trainer_application.declined',
  'invitation.created',
  'invitation.accepted',
  'settings.changed',
  'booking.checked_in',
  'booking.checked_out',
  'booking.no_show',
  'vaccination.verified',
  'vaccination.rejected',
  'booking.cancelled_by_staff',
  'conversation.assigned',
  'conversation.status_changed',
  'booking.fee_overridden',
] as const;
export type AuditKind = (typeof AUDIT_KINDS)[number];

export const AUDIT_KIND_LABELS: Record<AuditKind, string> = {
  'role.granted': 'Role granted',
  'role.revoked': 'Role revoked',
  'trainer_application.approved': 'Trainer approved',
  'trainer_application.declined': 'Trainer declined',
  'invitation.created': 'Invitation sent',
  'invitation.accepted': 'Invitation accepted',
  'settings.changed': 'Settings changed',
  'booking.checked_in': 'Checked in',
  'booking.checked_out': 'Checked out',
  'booking.no_show': 'No-show',
  'vaccination.verified': 'Vaccination verified',
  'vaccination.rejected': 'Vaccination rejected',
  'booking.cancelled_by_staff': 'Cancelled by staff',
  'conversation.assigned': 'Conversation assigned',
  'conversation.status_changed': 'Conversation marked',
  'booking.fee_overridden': 'Cancellation policy overridden',
};
