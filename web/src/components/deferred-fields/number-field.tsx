// Mantine's NumberInput with its typing rules and steppers after the page's load
// (deferred-field.tsx): until then the number as it formats it, in the same box, with the same
// steppers drawn.
import type { CSSProperties } from 'react';
import { ComboboxChevron, rem, type NumberInputProps } from '@mantine/core';
import { deferredField, type LookAlikeHandlers } from './deferred-field';
import { LookAlikeBox, boxProps } from './look-alike-box';
import classes from './number-field.module.css';

type NumberFormat = Pick<
  NumberInputProps,
  'thousandSeparator' | 'decimalScale' | 'fixedDecimalScale' | 'decimalSeparator' | 'prefix' | 'suffix' | 'allowDecimal'
>;

/** `value` as NumberInput shows it with these format props; a string (a partly typed number) as it is. */
export function numberAsShown(value: NumberInputProps['value'], format: NumberFormat): string {
  if (typeof value === 'string') return value;
  if (typeof value !== 'number' || !Number.isFinite(value)) return '';
  const {
    thousandSeparator,
    decimalScale,
    fixedDecimalScale,
    decimalSeparator = '.',
    prefix = '',
    suffix = '',
    allowDecimal = true,
  } = format;
  const scale = allowDecimal ? decimalScale : 0;
  const rounded = scale === undefined ? value : Number(value.toFixed(scale));
  const digits = scale !== undefined && fixedDecimalScale ? Math.abs(rounded).toFixed(scale) : String(Math.abs(rounded));
  const [whole, fraction] = digits.split('.');
  const separator = thousandSeparator === true ? ',' : thousandSeparator || '';
  const grouped = separator ? whole.replace(/\B(?=(\d{3})+(?!\d))/g, separator) : whole;
  return `${rounded < 0 ? '-' : ''}${prefix}${grouped}${fraction === undefined ? '' : decimalSeparator + fraction}${suffix}`;
}

// NumberInput's own sizes in px (its stylesheet's --ni-chevron-size-* and --ni-right-section-width-*).
const STEPPER_SIZES = {
  xs: { chevron: 10, section: 17 },
  sm: { chevron: 14, section: 24 },
  md: { chevron: 16, section: 27 },
  lg: { chevron: 18, section: 31 },
  xl: { chevron: 20, section: 34 },
} as const;
const stepperSize = (size: NumberInputProps['size']) => STEPPER_SIZES[size as keyof typeof STEPPER_SIZES] ?? STEPPER_SIZES.sm;

function Steppers({ size }: { size: NumberInputProps['size'] }) {
  const chevron = rem(stepperSize(size).chevron);
  const icon = { width: chevron, height: chevron };
  return (
    <div className={classes.controls} style={{ '--chevron-size': chevron } as CSSProperties} aria-hidden>
      <span className={classes.control}>
        <ComboboxChevron className={classes.up} style={icon} />
      </span>
      <span className={classes.control}>
        <ComboboxChevron style={icon} />
      </span>
    </div>
  );
}

function NumberLookAlike(props: NumberInputProps & LookAlikeHandlers) {
  const { value, defaultValue, hideControls, size = 'sm', onIntent } = props;
  return (
    <LookAlikeBox
      box={boxProps(props)}
      shown={numberAsShown(value === undefined ? defaultValue : value, props)}
      rightSection={hideControls ? undefined : <Steppers size={size} />}
      rightSectionWidth={hideControls ? undefined : rem(stepperSize(size).section)}
      onIntent={onIntent}
    />
  );
}

/** NumberField's options; its tests make fields with them and code of their own. */
export const numberFieldOptions = {
  displayName: 'NumberField',
  load: () => import('./mantine-number-input').then((module) => module.NumberInput),
  LookAlike: NumberLookAlike,
  handOver: ({ focused }) => (focused ? { autoFocus: true } : {}),
} satisfies Parameters<typeof deferredField<NumberInputProps>>[0];

export const NumberField = deferredField<NumberInputProps>(numberFieldOptions);
