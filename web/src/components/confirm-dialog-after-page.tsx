// ConfirmDialog where asking is not part of the page's first screen (a Delete or Remove button on a
// card or a tab): its code (Mantine's Modal) is fetched once the page has loaded, or at once on an
// intent to use it (`confirmIntent`: a pointer over or focus on the button that asks), so a click
// finds it ready (decisions.md 78, 82). One lazy module for every such page.
import { Suspense, type ComponentProps } from 'react';
import { lazyAfterPageLoad } from '../lib/lazy-after-page-load';
import type { ConfirmDialog } from './confirm-dialog';

const LazyConfirmDialog = lazyAfterPageLoad(() => import('./confirm-dialog').then((module) => ({ default: module.ConfirmDialog })));

/** Fetches the dialog's code now: for a control that opens it. */
export const preloadConfirmDialog = LazyConfirmDialog.preload;

/** Spread on the button that opens the dialog. */
export const confirmIntent = { onPointerEnter: preloadConfirmDialog, onFocus: preloadConfirmDialog };

export function ConfirmDialogAfterPage(props: ComponentProps<typeof ConfirmDialog>) {
  return (
    <Suspense fallback={null}>
      <LazyConfirmDialog {...props} />
    </Suspense>
  );
}
