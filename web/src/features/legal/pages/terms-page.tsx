import { LegalPage, type LegalSection } from '../components/legal-page';

const sections: LegalSection[] = [
  {
    heading: 'Our services',
    body: 'PawsConnect arranges boarding, daycare and training for your pets with our staff and trainers. A booking is confirmed once it shows as confirmed in your account; prices are those shown when you book.',
  },
  {
    heading: 'Your account',
    body: 'Keep your password to yourself and tell us at once if you think someone else has used your account. You are responsible for what is booked through it. Trainer accounts are for the trainers who work with us.',
  },
  {
    heading: 'Your pets’ health and vaccinations',
    body: 'Pets must be in good health and have the vaccinations our vaccine policy requires for the service booked, recorded in their profile before the stay. We may decline or end a stay when a pet is unwell or its vaccinations have lapsed, and we will contact you and, if needed, a vet on your behalf.',
  },
  {
    heading: 'Behaviour and safety',
    body: 'Tell us about any aggression, anxiety, allergies, medication or dietary needs. We may separate a pet from the group, or end a stay, when that is needed for the safety of pets and people.',
  },
  {
    heading: 'Payments, cancellations and refunds',
    body: 'Bookings are paid by card through our payment provider; we never store your card number. You may cancel a booking within the cancellation window shown when you book; a paid booking cancelled in time is refunded to the card used. Training skills added to a stay are part of that stay’s price.',
  },
  {
    heading: 'Emergencies',
    body: 'If your pet needs urgent care while with us, we will try to reach you first. When we cannot, we will take your pet to the nearest available vet and the cost of that care is yours.',
  },
  {
    heading: 'Training results',
    body: 'Our trainers work with proven, reward-based methods and report each step in your pet’s training record. Every animal learns at its own pace, so we cannot promise a result by a given date.',
  },
  {
    heading: 'Liability',
    body: 'We take every reasonable care of the pets in our charge. Nothing in these terms limits our liability for our own negligence or any right you have as a consumer.',
  },
  {
    heading: 'Changes to these terms',
    body: 'We may update these terms; the date above says when they last changed. Bookings already confirmed keep the terms they were made under.',
  },
];

/** /terms: the Terms of Service the sign-up form links to. */
export default function TermsPage() {
  return (
    <LegalPage
      title="Terms of Service"
      updated="November 1, 2026"
      intro="These terms apply when you use PawsConnect to book care or training for your pets. By creating an account you agree to them."
      sections={sections}
    />
  );
}
