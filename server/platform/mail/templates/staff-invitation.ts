// The invitation to join the business's team (decisions.md 50): a single-use link, valid 7 days.
import { renderMail, type RenderedMail } from '../layout';

export type StaffInvitationMailData = {
  businessName: string;
  roleLabel: string;
  invitedBy: string;
  /** Absolute address of the invitation page. */
  acceptUrl: string;
  expiresInDays: number;
};

export function staffInvitationMail({
  businessName,
  roleLabel,
  invitedBy,
  acceptUrl,
  expiresInDays,
}: StaffInvitationMailData): RenderedMail {
  return renderMail({
    subject: `You are invited to join ${businessName} on PawsConnect`,
    greeting: 'Hi there,',
    paragraphs: [
      `${invitedBy} invited you to join ${businessName} as ${roleLabel}.`,
      'Open the link to accept: you can create an account, or sign in to the one you have.',
    ],
    action: { label: 'Accept the invitation', url: acceptUrl },
    footnotes: [`The link works once and expires in ${expiresInDays} days. If you did not expect this, you can ignore this e-mail.`],
  });
}
