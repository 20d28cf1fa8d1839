import { UpcomingPage } from '../../../components/upcoming-page';

export default function Page() {
  return <UpcomingPage title="Forgot Password" description="Password recovery by email is on its way." />;
}
