import { UpcomingPage } from '../../../components/upcoming-page';

export default function Page() {
  return <UpcomingPage title="Training Programs" description="The full training catalogue is on its way." />;
}
