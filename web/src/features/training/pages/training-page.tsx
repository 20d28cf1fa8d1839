import { UpcomingPage } from '../../../components/upcoming-page';

export default function Page() {
  return <UpcomingPage title="Training" description="Training programs for your pets are on their way." />;
}
