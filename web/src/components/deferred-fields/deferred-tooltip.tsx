// Mantine's Tooltip with its code after the page's load (deferred-field.tsx): a tooltip shows only
// on a pointer over or a focus on its target, and its code (Tooltip, Portal and floating-ui, about
// 20 KB compressed) was most of the first load's weight on the cart and the vet records. Until it
// comes the target is drawn alone, looking the same; a pointer over it or a focus on it fetches
// the code at once, and a target focused while it was on its way is handed over focused. The
// target must take the handlers it is given (a Mantine button or ActionIcon does).
import { cloneElement, type FocusEvent, type PointerEvent, type ReactElement } from 'react';
import type { TooltipProps } from '@mantine/core';
import { deferredField, type LookAlikeHandlers } from './deferred-field';

type TargetProps = {
  onPointerEnter?: (event: PointerEvent) => void;
  onFocus?: (event: FocusEvent) => void;
  onBlur?: (event: FocusEvent) => void;
  autoFocus?: boolean;
};
type Target = ReactElement<TargetProps>;

function TargetAlone({ children, onIntent }: TooltipProps & LookAlikeHandlers) {
  const target = children as Target;
  const own = target.props;
  return cloneElement(target, {
    onPointerEnter: (event: PointerEvent) => {
      own.onPointerEnter?.(event);
      onIntent();
    },
    onFocus: (event: FocusEvent) => {
      own.onFocus?.(event);
      onIntent({ focused: true });
    },
    onBlur: (event: FocusEvent) => {
      own.onBlur?.(event);
      onIntent({ focused: false });
    },
  });
}

/** DeferredTooltip's options; its tests make tooltips with them and code of their own. */
export const deferredTooltipOptions = {
  displayName: 'DeferredTooltip',
  load: () => import('./mantine-tooltip').then((module) => module.Tooltip),
  LookAlike: TargetAlone,
  handOver: ({ focused }, { children }) => (focused ? { children: cloneElement(children as Target, { autoFocus: true }) } : {}),
} satisfies Parameters<typeof deferredField<TooltipProps>>[0];

export const DeferredTooltip = deferredField<TooltipProps>(deferredTooltipOptions);
