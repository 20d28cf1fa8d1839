// A form field whose behaviour comes after the page's load (decisions.md 103). Mantine's Select
// and NumberInput bring their dropdown (Combobox, Popover, floating-ui) and their number
// formatting (react-number-format), some 45 KB compressed, into the first load of every page that
// draws one, though a user first reads a form and only then changes it. Until that code is here a
// look-alike draws the same box with the same label, value, description and error, read-only;
// the real field takes its place once the code has come: after the page has loaded and the
// browser is idle (after-page-load.ts), or at once when the user shows an intent to use it (a
// pointer over it, a focus, a press). A field focused or pressed while its code was on its way
// is handed over focused, so the user's next key goes to it.
//
// The code is fetched once for the whole app: a field mounted later (another page, a dialog) is
// the real one from its first render. A failed fetch is tried again on the next intent.
import { useEffect, useState, useSyncExternalStore, type ComponentType } from 'react';
import { afterPageLoad } from '../../lib/after-page-load';

/** What the user did to the look-alike before the real field came. */
export type Intent = { focused: boolean; pressed: boolean };

/** The look-alike gets the field's own props and reports intents with these. */
export type LookAlikeHandlers = {
  onIntent: (change?: Partial<Intent>) => void;
};

type DeferredFieldOptions<Props extends object> = {
  /** Fetches the real field's code. */
  load: () => Promise<ComponentType<Props>>;
  /** Draws the field as the real one would, read-only. */
  LookAlike: ComponentType<Props & LookAlikeHandlers>;
  /** Props for the real field from what the user did to the look-alike (focus it, open its list). */
  handOver: (intent: Intent, props: Props) => Partial<Props>;
  /** Run once the real field has been handed an intent: what the real one would have called (a list's onDropdownOpen). */
  afterHandOver?: (props: Props, intent: Intent) => void;
  /** When the page counts as loaded; passed in by tests. */
  pageLoaded?: () => Promise<void>;
  displayName: string;
};

export type DeferredField<Props extends object> = ComponentType<Props> & {
  /** Fetches the real field's code now; resolves once it is here. */
  preload: () => Promise<void>;
};

export function deferredField<Props extends object>({
  load,
  LookAlike,
  handOver,
  afterHandOver,
  pageLoaded = afterPageLoad,
  displayName,
}: DeferredFieldOptions<Props>): DeferredField<Props> {
  let Real: ComponentType<Props> | null = null;
  const listeners = new Set<() => void>();
  let showIntent: () => void = () => {};
  const intent = new Promise<void>((resolve) => (showIntent = resolve));
  let pending: Promise<void> | undefined;

  const fetchReal = (): Promise<void> =>
    (pending ??= Promise.race([pageLoaded(), intent])
      .then(load)
      .then(
        (component) => {
          Real = component;
          listeners.forEach((listener) => listener());
        },
        () => {
          // Offline or a new deploy: the look-alike stays, and its next intent asks again.
          pending = undefined;
        },
      ));
  const subscribe = (listener: () => void) => {
    listeners.add(listener);
    void fetchReal();
    return () => void listeners.delete(listener);
  };
  const preload = () => {
    showIntent();
    return fetchReal();
  };

  function Field(props: Props) {
    const Loaded = useSyncExternalStore(
      subscribe,
      () => Real,
      // Drawn on the server (a prerendered page) and at hydration: the look-alike.
      () => null,
    );
    const [seen, setSeen] = useState<Intent>({ focused: false, pressed: false });
    const handedOver = Loaded !== null && (seen.focused || seen.pressed);
    useEffect(() => {
      if (!handedOver) return;
      // Once, when the real field arrives to an intent, with the props and intent of that moment;
      // then the intent is spent, so that a field mounted again (a form reset) takes no focus.
      afterHandOver?.(props, seen);
      setSeen({ focused: false, pressed: false });
    }, [handedOver]);
    if (Loaded) return <Loaded {...props} {...handOver(seen, props)} />;
    const onIntent = (change?: Partial<Intent>) => {
      void preload();
      if (change) setSeen((current) => ({ ...current, ...change }));
    };
    return <LookAlike {...props} onIntent={onIntent} />;
  }
  Field.displayName = displayName;
  return Object.assign(Field, { preload });
}
