import { Box } from '@mantine/core';
import { useUser } from '../../../lib/session';
import { Audiences } from '../components/audiences';
import { Hero } from '../components/hero';
import { LandingFooter } from '../components/landing-footer';
import { LandingHeader } from '../components/landing-header';
import { QuickStartGuide } from '../components/quick-start-guide';

/** '/': the front door for both audiences. */
export default function LandingPage() {
  const user = useUser();
  return (
    <Box>
      <LandingHeader signedIn={Boolean(user.data)} />
      <main>
        <Hero />
        <Audiences />
        <QuickStartGuide />
      </main>
      <LandingFooter />
    </Box>
  );
}
