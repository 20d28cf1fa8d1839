import { UpcomingPage } from '../../../components/upcoming-page';

export default function Page() {
  return <UpcomingPage title="Your Cart" description="The training skills cart is on its way." />;
}
