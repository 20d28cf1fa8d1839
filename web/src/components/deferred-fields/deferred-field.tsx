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
// The fields on the page when the code comes take their real selves one at a time, each in a task
// of its own (the turns of decisions.md 80): a form's dozen fields swapped in one render held a
// phone's main thread for 180-220 ms (the builder, at Lighthouse's 8.6x). A field the user is
// reaching for (a focus, a press) does not wait for its turn (decisions.md 106). A press is never
// cut in two (decisions.md 107): the look-alike under a pointer that is down stays until the press
// has ended (its click has been handled), since the browser sends the rest of a press to the
// element it began on. Swapped in between, the real field lost the press's click (a list that did
// not open, a button's action gone) or took it as a second press (a list opened by the hand-over,
// closed again at once).
import { useEffect, useState, type ComponentType } from 'react';
import { createTurns, type Turns } from '../../lib/turns';
import { useTurn } from '../../lib/use-turn';
import { OnCommit } from '../on-commit';
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
  /** The queue the fields take their turns in when the code comes; passed in by tests. */
  turns?: Turns;
  displayName: string;
};

export type DeferredField<Props extends object> = ComponentType<Props> & {
  /** Fetches the real field's code now; resolves once it is here. */
  preload: () => Promise<void>;
};

/** The queue the fields on a page take their turns in when their code comes. */
const swapTurns = createTurns();

export function deferredField<Props extends object>({
  load,
  LookAlike,
  handOver,
  afterHandOver,
  pageLoaded = afterPageLoad,
  turns = swapTurns,
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

  /** Whether the real field's code is here, as it changes. */
  function useCodeHere() {
    const [here, setHere] = useState(() => Real !== null);
    useEffect(() => {
      const unsubscribe = subscribe(() => setHere(true));
      // The code came between this field's render and now.
      if (Real) setHere(true);
      return unsubscribe;
    }, []);
    return here;
  }

  function Field(props: Props) {
    // A field first drawn after the code came is the real one at once, without a turn.
    const [realFromStart] = useState(() => Real !== null);
    const codeHere = useCodeHere();
    const [seen, setSeen] = useState<Intent>({ focused: false, pressed: false });
    // Focused or pressed at some point: the user is reaching for this field.
    const [reachedFor, setReachedFor] = useState(false);
    const [pressing, setPressing] = useState(false);
    const [hasTurn, handOn] = useTurn(turns, codeHere && !realFromStart && !reachedFor);
    const Loaded = codeHere && !pressing && (realFromStart || reachedFor || hasTurn) ? Real : null;
    const handedOver = Loaded !== null && (seen.focused || seen.pressed);
    useEffect(() => {
      if (!handedOver) return;
      // Once, when the real field arrives to an intent, with the props and intent of that moment;
      // then the intent is spent, so that a field mounted again (a form reset) takes no focus.
      afterHandOver?.(props, seen);
      setSeen({ focused: false, pressed: false });
    }, [handedOver]);
    const turnDone = hasTurn ? <OnCommit run={handOn} /> : null;
    if (Loaded) {
      return (
        <>
          <Loaded {...props} {...handOver(seen, props)} />
          {turnDone}
        </>
      );
    }
    const onIntent = (change?: Partial<Intent>) => {
      void preload();
      if (!change) return;
      setSeen((current) => ({ ...current, ...change }));
      if (change.focused || change.pressed) setReachedFor(true);
      if (change.pressed) {
        setPressing(true);
        afterPress(() => setPressing(false));
      }
    };
    return <LookAlike {...props} onIntent={onIntent} />;
  }
  Field.displayName = displayName;
  return Object.assign(Field, { preload });
}

/** The events that end a press: its click, or the browser giving it up (a scroll took the touch, a long press's menu, a drag). */
const PRESS_ENDS = ['click', 'pointercancel', 'contextmenu', 'dragstart'] as const;

/** Runs `done` once the press under way has ended: after the page's own handlers have had its click. */
function afterPress(done: () => void) {
  const end = () => {
    PRESS_ENDS.forEach((type) => window.removeEventListener(type, end));
    done();
  };
  PRESS_ENDS.forEach((type) => window.addEventListener(type, end));
}
