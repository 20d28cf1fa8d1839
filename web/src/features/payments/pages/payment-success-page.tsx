import { UpcomingPage } from '../../../components/upcoming-page';

export default function Page() {
  return <UpcomingPage title="Payment" description="Payment confirmation is on its way." />;
}
