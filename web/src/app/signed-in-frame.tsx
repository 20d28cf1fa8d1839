import type { ReactNode } from 'react';
import { Box, Container } from '@mantine/core';
import type { PublicUser } from '@common/auth-schemas';
import { NavBar } from './nav/nav-bar';
import classes from './app-shell.module.css';

/**
 * The frame of every signed-in page: the navigation bar over one content width. Without a user it
 * is the frame a page's HTML arrives with (prerender/route-shell-prerender.tsx): the bar with the
 * product's name only, the page below it as it first draws.
 */
export function SignedInFrame({ user, children }: { user?: PublicUser; children: ReactNode }) {
  return (
    <Box className={classes.shell}>
      <NavBar user={user} />
      <Container size="lg" component="main" py={{ base: 'lg', sm: 'xl' }}>
        {children}
      </Container>
    </Box>
  );
}
