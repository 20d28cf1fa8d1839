// The button a tooltip or a menu is drawn around (deferred-tooltip.tsx, action-menu.tsx), drawn
// alone until their code comes: its own handlers kept, and each intent (a pointer over it, a press,
// a focus) reported, so that the code comes at once and the real part is handed the focus.
import { cloneElement, type FocusEvent, type PointerEvent, type ReactElement } from 'react';
import type { LookAlikeHandlers } from './deferred-field';

export type TargetProps = {
  onPointerEnter?: (event: PointerEvent) => void;
  onPointerDown?: (event: PointerEvent) => void;
  onFocus?: (event: FocusEvent) => void;
  onBlur?: (event: FocusEvent) => void;
  autoFocus?: boolean;
};
export type Target = ReactElement<TargetProps>;

export function targetAlone(target: Target, onIntent: LookAlikeHandlers['onIntent']): Target {
  const own = target.props;
  return cloneElement(target, {
    onPointerEnter: (event: PointerEvent) => {
      own.onPointerEnter?.(event);
      onIntent();
    },
    onPointerDown: (event: PointerEvent) => {
      own.onPointerDown?.(event);
      onIntent({ pressed: true });
    },
    onFocus: (event: FocusEvent) => {
      own.onFocus?.(event);
      onIntent({ focused: true });
    },
    onBlur: (event: FocusEvent) => {
      own.onBlur?.(event);
      onIntent({ focused: false, pressed: false });
    },
  });
}

/** The target as the real part gets it: focused when the user had focused it alone. */
export const focusedTarget = (target: Target) => cloneElement(target, { autoFocus: true });
