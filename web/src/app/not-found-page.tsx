import { UpcomingPage } from '../components/upcoming-page';

export default function NotFoundPage() {
  return <UpcomingPage title="Oops! Page Not Found" description="" />;
}
