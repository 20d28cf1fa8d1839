// What a page shows when its code could not be fetched (the network dropped, or a deploy since the
// tab opened replaced it) or it failed as it drew: the error with a way to load the app again,
// instead of an empty screen. Going to another page (`at` changes) tries to draw again.
import { Component, type ReactNode } from 'react';
import { Box, Center } from '@mantine/core';
import { ErrorState } from '../../components/error-state';

type PageFailureState = { failed: boolean };

type PageFailureProps = { at: string; children: ReactNode };

export class PageFailure extends Component<PageFailureProps, PageFailureState> {
  state: PageFailureState = { failed: false };

  static getDerivedStateFromError(): PageFailureState {
    return { failed: true };
  }

  componentDidUpdate(previous: PageFailureProps) {
    if (this.state.failed && previous.at !== this.props.at) this.setState({ failed: false });
  }

  render() {
    return this.state.failed ? <PageFailureView /> : this.props.children;
  }
}

export function PageFailureView() {
  return (
    <Center mih="60vh" p="md">
      <Box maw={480} w="100%">
        <ErrorState
          title="This page could not load"
          message="Check your connection, then try again."
          onRetry={() => window.location.reload()}
        />
      </Box>
    </Center>
  );
}
