import { UpcomingPage } from '../../../components/upcoming-page';

export default function Page() {
  return <UpcomingPage title="Curriculum Builder" description="The curriculum builder for trainers is on its way." />;
}
