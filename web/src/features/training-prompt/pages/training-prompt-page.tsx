import { UpcomingPage } from '../../../components/upcoming-page';

export default function Page() {
  return <UpcomingPage title="Training Prompt" description="The downloadable training prompt is on its way." />;
}
