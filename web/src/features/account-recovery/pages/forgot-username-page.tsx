import { UpcomingPage } from '../../../components/upcoming-page';

export default function Page() {
  return <UpcomingPage title="Forgot Username" description="Username reminders by email are on its way." />;
}
