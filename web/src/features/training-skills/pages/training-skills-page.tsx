import { UpcomingPage } from '../../../components/upcoming-page';

export default function Page() {
  return <UpcomingPage title="Training Skills Menu" description="Training skills for boarding stays are on their way." />;
}
