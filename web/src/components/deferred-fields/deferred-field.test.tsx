import { describe, expect, it, vi } from 'vitest';
import { act, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import {
  ActionIcon,
  MantineProvider,
  NumberInput,
  Select,
  Tooltip,
  type NumberInputProps,
  type SelectProps,
  type TooltipProps,
} from '@mantine/core';
import { deferredField } from './deferred-field';
import { createTurns } from '../../lib/turns';
import { actionMenuOptions, type ActionMenuProps } from './action-menu';
import { MantineActionMenu } from './action-menu-parts';
import { deferredTooltipOptions } from './deferred-tooltip';
import { numberFieldOptions, numberAsShown } from './number-field';
import { optionLabel, selectFieldOptions } from './select-field';

/** A promise and its resolve, for a page load or a fetch the test decides. */
function gate<T = void>() {
  let open!: (value: T) => void;
  let fail!: (error: Error) => void;
  const promise = new Promise<T>((resolve, reject) => {
    open = resolve;
    fail = reject;
  });
  return { promise, open, fail };
}

const sizes = [
  { value: 'small', label: 'Small (under 10 kg)' },
  { value: 'large', label: 'Large (over 25 kg)' },
];

/** SelectField's own options, with the code and the page's load the test's. */
function deferredSelect(load: () => Promise<typeof Select>, pageLoaded = () => new Promise<void>(() => {})) {
  return deferredField<SelectProps>({ ...selectFieldOptions, load, pageLoaded });
}

// Mantine without transitions or portals, as the app's tests have it (providers.tsx).
const inMantine = (node: React.ReactNode) => render(<MantineProvider env="test">{node}</MantineProvider>);

describe('deferredField', () => {
  it('draws the look-alike, read-only with the chosen label, until the page has loaded; then the real field', async () => {
    const page = gate();
    const load = vi.fn(async () => Select);
    const Field = deferredSelect(load, () => page.promise);
    inMantine(<Field label="Size" data={sizes} value="large" onChange={() => {}} description="As an adult" />);

    const lookAlike = screen.getByRole('combobox', { name: 'Size' });
    expect(lookAlike).toHaveValue('Large (over 25 kg)');
    expect(lookAlike).toHaveAttribute('readonly');
    expect(lookAlike).toHaveAccessibleDescription('As an adult');
    expect(load).not.toHaveBeenCalled();

    await act(async () => page.open());
    await waitFor(() => expect(load).toHaveBeenCalledOnce());
    // The real Select: its list opens on a click.
    await userEvent.click(await screen.findByRole('combobox', { name: 'Size' }));
    expect(await screen.findByRole('option', { name: 'Small (under 10 kg)' })).toBeInTheDocument();
  });

  it('fetches at once on a pointer over the look-alike, and hands a pressed field over focused with its list open', async () => {
    const code = gate<typeof Select>();
    const load = vi.fn(() => code.promise);
    const Field = deferredSelect(load);
    const onDropdownOpen = vi.fn();
    inMantine(<Field label="Size" data={sizes} value="small" onChange={() => {}} onDropdownOpen={onDropdownOpen} />);
    const user = userEvent.setup();
    await user.click(screen.getByRole('combobox', { name: 'Size' }));
    expect(load).toHaveBeenCalledOnce();
    await act(async () => code.open(Select));
    expect(await screen.findByRole('option', { name: 'Large (over 25 kg)' })).toBeInTheDocument();
    expect(screen.getByRole('combobox', { name: 'Size' })).toHaveFocus();
    // The list opened by the hand-over tells the page, as a list opened by the Select would.
    expect(onDropdownOpen).toHaveBeenCalledOnce();
  });

  it('mounts the real field from its first render once the code is here', async () => {
    const Field = deferredSelect(async () => Select);
    await act(() => Field.preload());
    inMantine(<Field label="Size" data={sizes} defaultValue="small" />);
    expect(screen.getByRole('combobox', { name: 'Size' })).toHaveAttribute('aria-haspopup', 'listbox');
    expect(document.querySelector('.mantine-Select-input')).not.toBeNull();
  });

  it('swaps the fields on the page one a task when the code comes, a focused one at once', async () => {
    const code = gate<typeof Select>();
    const nextTasks: (() => void)[] = [];
    const Field = deferredField<SelectProps>({
      ...selectFieldOptions,
      load: () => code.promise,
      pageLoaded: () => new Promise<void>(() => {}),
      turns: createTurns((run) => nextTasks.push(run)),
    });
    inMantine(
      <>
        <Field label="Size" data={sizes} value="small" onChange={() => {}} />
        <Field label="Coat" data={sizes} value="small" onChange={() => {}} />
        <Field label="Crate" data={sizes} value="small" onChange={() => {}} />
      </>,
    );
    const isReal = (name: string) => screen.getByRole('combobox', { name }).classList.contains('mantine-Select-input');
    await userEvent.setup().click(screen.getByRole('combobox', { name: 'Crate' }));
    await act(async () => code.open(Select));
    // The first on the page has its turn; the one the user pressed does not wait for one.
    expect([isReal('Size'), isReal('Coat'), isReal('Crate')]).toEqual([true, false, true]);
    expect(screen.getByRole('combobox', { name: 'Crate' })).toHaveFocus();
    // The next turn is given in a task of its own.
    expect(nextTasks).toHaveLength(1);
    act(() => nextTasks.shift()!());
    expect(isReal('Coat')).toBe(true);
  });

  it('keeps the look-alike under a press until its click, then hands the field over with its list open', async () => {
    // The code is here and the second field waits for its turn (the next turn never comes here)
    // when the press begins: the rest of the press goes to the element it began on.
    const Field = deferredField<SelectProps>({
      ...selectFieldOptions,
      load: async () => Select,
      pageLoaded: () => new Promise<void>(() => {}),
      turns: createTurns(() => {}),
    });
    inMantine(
      <>
        <Field label="Size" data={sizes} value={null} onChange={() => {}} />
        <Field label="Pet" data={sizes} value={null} onChange={() => {}} />
      </>,
    );
    await act(() => Field.preload());
    expect(screen.getByRole('combobox', { name: 'Pet' })).not.toHaveClass('mantine-Select-input');
    const user = userEvent.setup();
    const lookAlike = screen.getByRole('combobox', { name: 'Pet' });
    await user.pointer({ keys: '[MouseLeft>]', target: lookAlike });
    expect(screen.getByRole('combobox', { name: 'Pet' })).toBe(lookAlike);

    await user.pointer({ keys: '[/MouseLeft]', target: lookAlike });
    expect(await screen.findByRole('option', { name: 'Small (under 10 kg)' })).toBeInTheDocument();
    expect(screen.getByRole('combobox', { name: 'Pet' })).toHaveClass('mantine-Select-input');
    expect(screen.getByRole('combobox', { name: 'Pet' })).toHaveFocus();
  });

  it('asks again on the next intent when the fetch failed', async () => {
    const first = gate<typeof Select>();
    const load = vi.fn().mockReturnValueOnce(first.promise).mockResolvedValue(Select);
    const Field = deferredSelect(load);
    inMantine(<Field label="Size" data={sizes} value="small" onChange={() => {}} />);
    const user = userEvent.setup();
    await user.hover(screen.getByRole('combobox', { name: 'Size' }));
    await act(async () => first.fail(new Error('offline')));
    expect(document.querySelector('.mantine-Select-input')).toBeNull();

    await user.unhover(screen.getByRole('combobox', { name: 'Size' }));
    await user.hover(screen.getByRole('combobox', { name: 'Size' }));
    await waitFor(() => expect(document.querySelector('.mantine-Select-input')).not.toBeNull());
    expect(load).toHaveBeenCalledTimes(2);
  });

  it('hands a focused number field over focused, so that typing goes on in it', async () => {
    const code = gate<typeof NumberInput>();
    const Field = deferredField<NumberInputProps>({
      ...numberFieldOptions,
      load: () => code.promise,
      pageLoaded: () => new Promise<void>(() => {}),
    });
    const onChange = vi.fn();
    inMantine(<Field label="Boarding per night ($)" value={1045} thousandSeparator="," onChange={onChange} />);
    const user = userEvent.setup();
    screen.getByRole('textbox', { name: 'Boarding per night ($)' }).focus();
    expect(screen.getByRole('textbox', { name: 'Boarding per night ($)' })).toHaveValue('1,045');
    await act(async () => code.open(NumberInput));
    const real = await screen.findByRole('textbox', { name: 'Boarding per night ($)' });
    await waitFor(() => expect(real).toHaveFocus());
    await user.keyboard('{End}0');
    expect(onChange).toHaveBeenLastCalledWith(10450);
  });
});

describe('DeferredTooltip', () => {
  it('draws the target alone until the code comes, then with its tooltip; a focused target stays focused', async () => {
    const code = gate<typeof Tooltip>();
    const Hint = deferredField<TooltipProps>({
      ...deferredTooltipOptions,
      load: () => code.promise,
      pageLoaded: () => new Promise<void>(() => {}),
    });
    const onClick = vi.fn();
    inMantine(
      <Hint label="Remove">
        <ActionIcon aria-label="Remove Sit" onClick={onClick}>
          x
        </ActionIcon>
      </Hint>,
    );
    const user = userEvent.setup();
    await user.tab();
    expect(screen.getByRole('button', { name: 'Remove Sit' })).toHaveFocus();
    await act(async () => code.open(Tooltip));
    await waitFor(() => expect(screen.getByRole('button', { name: 'Remove Sit' })).toHaveFocus());
    await user.hover(screen.getByRole('button', { name: 'Remove Sit' }));
    expect(await screen.findByRole('tooltip')).toHaveTextContent('Remove');
    await user.click(screen.getByRole('button', { name: 'Remove Sit' }));
    expect(onClick).toHaveBeenCalledOnce();
  });
});

describe('ActionMenu', () => {
  it('draws the button alone; a press before the code comes opens the menu when it comes, and an item acts', async () => {
    const code = gate<typeof MantineActionMenu>();
    const Actions = deferredField<ActionMenuProps>({
      ...actionMenuOptions,
      load: () => code.promise,
      pageLoaded: () => new Promise<void>(() => {}),
    });
    const onEdit = vi.fn();
    inMantine(
      <Actions
        heading="Your message"
        target={<ActionIcon aria-label="Actions for your message">…</ActionIcon>}
        items={[{ label: 'Edit', onClick: onEdit }]}
      />,
    );
    expect(screen.queryByRole('menu')).toBeNull();
    const user = userEvent.setup();
    await user.click(screen.getByRole('button', { name: 'Actions for your message' }));
    await act(async () => code.open(MantineActionMenu));
    const menu = await screen.findByRole('menu');
    expect(menu).toHaveTextContent('Your message');
    await user.click(screen.getByRole('menuitem', { name: 'Edit' }));
    expect(onEdit).toHaveBeenCalledOnce();
  });
});

describe('optionLabel', () => {
  it('finds the label among strings, options and groups, and nothing for no value', () => {
    expect(optionLabel(['Small', 'Large'], 'Large')).toBe('Large');
    expect(optionLabel(sizes, 'small')).toBe('Small (under 10 kg)');
    expect(optionLabel([{ group: 'Dogs', items: [{ value: 'lab', label: 'Labrador' }, 'Pug'] }], 'Pug')).toBe('Pug');
    expect(optionLabel([{ value: 'lab' }], 'lab')).toBe('lab');
    expect(optionLabel(sizes, null)).toBe('');
    expect(optionLabel(sizes, 'medium')).toBe('');
  });
});

describe('numberAsShown', () => {
  it('formats as NumberInput does: separators, fixed decimals, prefix and suffix', () => {
    expect(numberAsShown(1234.5, { thousandSeparator: ',', decimalScale: 2, fixedDecimalScale: true })).toBe('1,234.50');
    expect(numberAsShown(1234567, { thousandSeparator: true })).toBe('1,234,567');
    expect(numberAsShown(-12.345, { decimalScale: 2, prefix: '$' })).toBe('-$12.35');
    expect(numberAsShown(7.9, { allowDecimal: false })).toBe('8');
    expect(numberAsShown(15, { suffix: ' %' })).toBe('15 %');
    expect(numberAsShown('12.', {})).toBe('12.');
    expect(numberAsShown(undefined, {})).toBe('');
  });
});
