import { UpcomingPage } from '../../../components/upcoming-page';

export default function Page() {
  return <UpcomingPage title="Quick login" description="Quick login." />;
}
