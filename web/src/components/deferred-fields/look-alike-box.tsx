// The box a look-alike draws (deferred-field.tsx): Mantine's TextInput, read-only, with the props
// that decide how the real field's box looks (label, description, error, size, width, margins)
// and none of those that decide how it behaves, which TextInput would pass on to the page.
import type { ReactNode } from 'react';
import { TextInput, type TextInputProps } from '@mantine/core';
import type { LookAlikeHandlers } from './deferred-field';

const BOX_PROPS = [
  'label',
  'description',
  'error',
  'placeholder',
  'required',
  'withAsterisk',
  'disabled',
  'size',
  'radius',
  'variant',
  'leftSection',
  'className',
  'classNames',
  'styles',
  'style',
  'id',
  'name',
  'aria-label',
  'title',
  'w',
  'maw',
  'miw',
  'm',
  'mt',
  'mb',
  'ml',
  'mr',
  'mx',
  'my',
  'flex',
  'hiddenFrom',
  'visibleFrom',
] as const;

/** The props of `props` that shape the field's box. */
export function boxProps(props: object): Partial<TextInputProps> {
  const source = props as Record<string, unknown>;
  return Object.fromEntries(BOX_PROPS.filter((name) => source[name] !== undefined).map((name) => [name, source[name]]));
}

type LookAlikeBoxProps = LookAlikeHandlers & {
  box: Partial<TextInputProps>;
  /** The value as the real field shows it. */
  shown: string;
  rightSection?: ReactNode;
  rightSectionWidth?: TextInputProps['rightSectionWidth'];
  /** A select's box: the pointer over it, and a combobox whose list is closed, as the real one's. */
  pointer?: boolean;
  combobox?: boolean;
};

export function LookAlikeBox({ box, shown, rightSection, rightSectionWidth, pointer, combobox, onIntent }: LookAlikeBoxProps) {
  return (
    <TextInput
      {...box}
      value={shown}
      readOnly
      pointer={pointer}
      {...(combobox ? { role: 'combobox', 'aria-haspopup': 'listbox', 'aria-expanded': false } : {})}
      rightSection={rightSection}
      rightSectionWidth={rightSectionWidth}
      rightSectionPointerEvents="none"
      onPointerEnter={() => onIntent()}
      onPointerDown={() => onIntent({ pressed: true })}
      onFocus={() => onIntent({ focused: true })}
      onBlur={() => onIntent({ focused: false, pressed: false })}
    />
  );
}
