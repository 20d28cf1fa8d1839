// The four states of any list a page loads (decisions.md 31): skeleton cards while it loads, an
// error with a retry, an empty state with one next step, or the items. Pets, vet records and the
// next lists (bookings, programs, skills, notifications) all go through here.
import { Fragment, useDeferredValue, type ReactNode } from 'react';
import { Stack } from '@mantine/core';
import type { UseQueryResult } from '@tanstack/react-query';
import { errorMessage } from '../lib/api-client';
import { EmptyState } from './empty-state';
import { ErrorState } from './error-state';

// While loading, the container is a labelled status (a bare div may not carry an aria-label).
type ContainerProps = { children: ReactNode; role?: 'status'; 'aria-busy'?: boolean; 'aria-label'?: string };

export type ListStateProps<Item> = {
  /** The list's query, e.g. usePets(). */
  query: UseQueryResult<Item[]>;
  /** While loading: `count` copies of `skeleton`, the container labelled `label` for screen readers. */
  loading: { count: number; skeleton: ReactNode; label: string };
  /** When the list is empty: icon, title, a line of text and the one next step (a Button). */
  empty: { icon: ReactNode; title: ReactNode; text?: ReactNode; action?: ReactNode; withBorder?: boolean };
  /** The error state's title (the product's text (decisions.md 38), e.g. 'Failed to fetch pets'); the message is the API client's. */
  errorTitle: string;
  /** The product's own (decisions.md 38) sentence for the error state, when it gives one; else the API client's message. */
  errorText?: ReactNode;
  /** Lays out the skeletons and the items alike; a Stack by default, e.g. a SimpleGrid for cards. */
  container?: (props: ContainerProps) => ReactNode;
  /** The loaded, non-empty list. */
  children: (items: Item[]) => ReactNode;
};

const StackContainer = (props: ContainerProps) => <Stack gap="md" {...props} />;

/** The loading state alone: also the stand-in while a list's own code is still on its way. */
export function ListLoading({ loading, container = StackContainer }: Pick<ListStateProps<unknown>, 'loading' | 'container'>) {
  const skeletons = Array.from({ length: loading.count }, (_, index) => <Fragment key={index}>{loading.skeleton}</Fragment>);
  return container({ children: skeletons, role: 'status', 'aria-busy': true, 'aria-label': loading.label });
}

export function ListState<Item>({
  query,
  loading,
  empty,
  errorTitle,
  errorText,
  container = StackContainer,
  children,
}: ListStateProps<Item>) {
  // The items render from a deferred copy of the data: in a background pass that yields to the
  // browser every few milliseconds, not in the blocking pass that follows a query's answer.
  const items = useDeferredValue(query.data);
  if (query.isPending || (query.data && !items)) return <ListLoading loading={loading} container={container} />;
  if (query.isError) {
    return (
      <ErrorState
        title={errorTitle}
        message={errorText ?? errorMessage(query.error)}
        onRetry={() => void query.refetch()}
        retrying={query.isFetching}
      />
    );
  }
  if (!items || items.length === 0) return <EmptyState {...empty} />;
  return container({ children: children(items) });
}
