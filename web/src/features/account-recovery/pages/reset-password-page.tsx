import { UpcomingPage } from '../../../components/upcoming-page';

export default function Page() {
  return <UpcomingPage title="Reset Password" description="Password reset is on its way." />;
}
