// Mantine's Select with its list and search after the page's load (deferred-field.tsx): until
// then the chosen option's label in the same box, with the same chevron.
import { ComboboxChevron, type SelectProps } from '@mantine/core';
import { deferredField, type LookAlikeHandlers } from './deferred-field';
import { LookAlikeBox, boxProps } from './look-alike-box';

type Option = string | { value: string; label?: string };
type OptionData = ReadonlyArray<Option | { group: unknown; items: ReadonlyArray<Option> }>;

/** The label Select shows for `value` among `data` (strings, options or groups of either). */
export function optionLabel(data: OptionData | undefined, value: string | null | undefined): string {
  if (value === null || value === undefined || !data) return '';
  for (const item of data) {
    if (typeof item === 'string') {
      if (item === value) return item;
    } else if ('group' in item) {
      const found = optionLabel(item.items, value);
      if (found) return found;
    } else if (item.value === value) {
      return item.label ?? item.value;
    }
  }
  return '';
}

function SelectLookAlike(props: SelectProps & LookAlikeHandlers) {
  const { data, value, defaultValue, searchable, size, error, onIntent } = props;
  return (
    <LookAlikeBox
      box={boxProps(props)}
      shown={optionLabel(data, value === undefined ? defaultValue : value)}
      rightSection={<ComboboxChevron size={size} error={error} />}
      pointer={!searchable}
      combobox
      onIntent={onIntent}
    />
  );
}

/** SelectField's options; its tests make fields with them and code of their own. */
export const selectFieldOptions = {
  displayName: 'SelectField',
  load: () => import('./mantine-select').then((module) => module.Select),
  LookAlike: SelectLookAlike,
  // Pressed and still focused when the code came: the user was opening the list.
  handOver: ({ focused, pressed }) => (focused ? { autoFocus: true, defaultDropdownOpened: pressed } : {}),
  // A list opened by the hand-over opens without Select calling onDropdownOpen (which fills some lists).
  afterHandOver: (props, { focused, pressed }) => {
    if (focused && pressed) props.onDropdownOpen?.();
  },
} satisfies Parameters<typeof deferredField<SelectProps>>[0];

export const SelectField = deferredField<SelectProps>(selectFieldOptions);
