// Mantine's Tooltip with its code after the page's load (deferred-field.tsx): a tooltip shows only
// on a pointer over or a focus on its target, and its code (Tooltip, Portal and floating-ui, about
// 20 KB compressed) was most of the first load's weight on the cart and the vet records. Until it
// comes the target is drawn alone, looking the same; a pointer over it or a focus on it fetches
// the code at once, and a target focused while it was on its way is handed over focused. The
// target must take the handlers it is given (a Mantine button or ActionIcon does).
import type { TooltipProps } from '@mantine/core';
import { deferredField, type LookAlikeHandlers } from './deferred-field';
import { focusedTarget, targetAlone, type Target } from './target-alone';

function TargetAlone({ children, onIntent }: TooltipProps & LookAlikeHandlers) {
  return targetAlone(children as Target, onIntent);
}

/** DeferredTooltip's options; its tests make tooltips with them and code of their own. */
export const deferredTooltipOptions = {
  displayName: 'DeferredTooltip',
  load: () => import('./mantine-tooltip').then((module) => module.Tooltip),
  LookAlike: TargetAlone,
  handOver: ({ focused }, { children }) => (focused ? { children: focusedTarget(children as Target) } : {}),
} satisfies Parameters<typeof deferredField<TooltipProps>>[0];

export const DeferredTooltip = deferredField<TooltipProps>(deferredTooltipOptions);
