import { LegalPage, type LegalSection } from '../components/legal-page';

const sections: LegalSection[] = [
  {
    heading: 'What we collect',
    body: 'Your name, username, e-mail address and password (stored only as a secure hash); your pets’ profiles, photos, vaccination and vet records; your bookings and payments; and the training records our trainers write for your pets.',
  },
  {
    heading: 'Why we use it',
    body: 'To provide and plan the care you book, keep pets safe (vaccinations, medical and dietary needs), take payment, send the notifications and e-mails you choose in Settings, and answer your questions.',
  },
  {
    heading: 'Who sees it',
    body: 'Our staff, and the trainers who work with your pet, see what they need for its care. Card payments are handled by our payment provider, which receives your card details directly; we never see or store your card number. We do not sell your data.',
  },
  {
    heading: 'How long we keep it',
    body: 'For as long as you have an account, and afterwards only as long as the law requires for bookings and payments. Deleting a pet removes its profile and records.',
  },
  {
    heading: 'Cookies',
    body: 'We use one cookie to keep you signed in, and remember on this device whether you were signed in. We use no advertising or tracking cookies.',
  },
  {
    heading: 'Your rights',
    body: 'You may see, correct or delete your data, and ask for a copy of it. Change your details and e-mail preferences in Settings, or write to us for anything else.',
  },
];

/** /privacy: the Privacy Policy the sign-up form links to. */
export default function PrivacyPage() {
  return (
    <LegalPage
      title="Privacy Policy"
      updated="November 1, 2026"
      intro="This policy says what PawsConnect keeps about you and your pets, why, and what you can ask of us."
      sections={sections}
    />
  );
}
