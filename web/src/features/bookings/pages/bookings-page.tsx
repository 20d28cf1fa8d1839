import { UpcomingPage } from '../../../components/upcoming-page';

export default function Page() {
  return <UpcomingPage title="My Bookings" description="Boarding, daycare and training bookings are on their way." />;
}
