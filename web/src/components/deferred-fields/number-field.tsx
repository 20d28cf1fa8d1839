// Mantine's NumberInput with its typing rules and steppers after the page's load
// (deferred-field.tsx): until then the number as it formats it, in the same box, with the same
// steppers drawn (NumberInput's chevron and layout, redrawn here: its code is what waits).
import type { CSSProperties } from 'react';
import { rem, type NumberInputProps } from '@mantine/core';
import { groupThousands } from '@common/money';
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
  const grouped = separator ? groupThousands(Number(whole)).replaceAll(',', separator) : whole;
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

/** NumberInput's chevron (its own drawing, which Mantine does not export), pointing down or up. */
function Chevron({ size, up }: { size: string; up?: boolean }) {
  return (
    <svg style={{ width: size, height: size }} viewBox="0 0 15 15" fill="none" className={up ? classes.up : undefined}>
      <path
        d="M3.13523 6.15803C3.3241 5.95657 3.64052 5.94637 3.84197 6.13523L7.5 9.56464L11.158 6.13523C11.3595 5.94637 11.6759 5.95657 11.8648 6.15803C12.0536 6.35949 12.0434 6.67591 11.842 6.86477L7.84197 10.6148C7.64964 10.7951 7.35036 10.7951 7.15803 10.6148L3.15803 6.86477C2.95657 6.67591 2.94637 6.35949 3.13523 6.15803Z"
        fill="currentColor"
        fillRule="evenodd"
        clipRule="evenodd"
      />
    </svg>
  );
}

function Steppers({ size }: { size: NumberInputProps['size'] }) {
  const chevron = rem(stepperSize(size).chevron);
  return (
    <div className={classes.controls} style={{ '--chevron-size': chevron } as CSSProperties} aria-hidden>
      <span className={classes.control}>
        <Chevron size={chevron} up />
      </span>
      <span className={classes.control}>
        <Chevron size={chevron} />
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
