import { UpcomingPage } from '../../../components/upcoming-page';

export default function Page() {
  return <UpcomingPage title="Trainer Dashboard" description="Skill progress tracking for trainers is on its way." />;
}
