import { UpcomingPage } from '../../../components/upcoming-page';

export default function Page() {
  return <UpcomingPage title="Pet" description="Pet detail." />;
}
