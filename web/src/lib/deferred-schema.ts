// A form whose zod schema is fetched when someone starts to use it, not with the page. On /auth
// zod and the schemas are about 23 KB compressed, a sixth of the page's JavaScript, and only the
// checks need them: the form paints and takes input without them. The module is requested on
// the first focus or key press inside the form, and a submit that comes first waits for it, so
// every submit is validated exactly as before.
import { useCallback, useRef, type FormEvent } from 'react';
import { flushSync } from 'react-dom';
import type { FormErrors, UseFormReturnType } from '@mantine/form';
import type { StandardSchemaV1 } from '@standard-schema/spec';
import { zodResolver } from './zod-form';
import { showErrorToast } from './toasts';

/** What a submit says when the form's checks could not be fetched; nothing is sent. */
export const CHECKS_UNAVAILABLE = {
  title: 'Not sent',
  message: "The form's checks could not load. Check your connection, then try again.",
};

type Resolver = (values: unknown) => FormErrors;

/** What useForm's onSubmit returns: a handler that validates, then submits or shows the errors. */
type SubmitHandler = (event?: FormEvent<HTMLFormElement>) => void;

export type DeferredSchema = {
  /** useForm's `validate`: no errors until the schema has arrived, then the schema's. */
  validate: Resolver;
  /** Starts fetching the schema (idempotent; after a failed fetch, fetches again); put it on the form's onFocus. */
  load: () => Promise<void>;
  /** The form's onSubmit: waits for the schema, then runs Mantine's submit handler. */
  submitWith: (submit: SubmitHandler) => (event: FormEvent<HTMLFormElement>) => void;
};

/**
 * `onLoaded` runs once the schema is in: a form re-checks there what was typed before it came
 * (the first key presses can beat the download), so a rule broken early still shows.
 */
export function useDeferredSchema(importSchema: () => Promise<StandardSchemaV1>, onLoaded?: () => void): DeferredSchema {
  const resolver = useRef<Resolver | undefined>(undefined);
  const pending = useRef<Promise<void> | undefined>(undefined);
  const importRef = useRef(importSchema);
  const onLoadedRef = useRef(onLoaded);
  onLoadedRef.current = onLoaded;

  const load = useCallback(() => {
    pending.current ??= importRef.current().then(
      (schema) => {
        resolver.current = zodResolver(schema);
        onLoadedRef.current?.();
      },
      () => {
        // Offline or a new deploy: no checks yet; the next focus or submit asks again.
        pending.current = undefined;
      },
    );
    return pending.current;
  }, []);

  // Stable, reading the ref: Mantine may keep the first `validate` it was given.
  const validate = useCallback<Resolver>((values) => resolver.current?.(values) ?? {}, []);

  const submitWith = useCallback(
    (submit: SubmitHandler) => (event: FormEvent<HTMLFormElement>) => {
      event.preventDefault();
      if (resolver.current) return submit(event);
      // The browser's event is over once the schema has come: its form is handed on in a stand-in,
      // so that a failed check can still find the form's first invalid field (focus-first-invalid.ts).
      const form = event.currentTarget;
      void load().then(() => {
        if (!resolver.current) return showErrorToast(CHECKS_UNAVAILABLE.title, CHECKS_UNAVAILABLE.message);
        // Outside the browser's event React would draw the messages in a later task, possibly after
        // focus-first-invalid.ts looks for them: drawn before this returns, as in the event.
        flushSync(() => submit({ currentTarget: form, preventDefault: () => {} } as FormEvent<HTMLFormElement>));
      });
    },
    [load],
  );

  return { validate, load, submitWith };
}

/** An `onLoaded` for a form whose fields are many: checks again every field touched before the schema came. */
export function validateTouchedFields<Values>(form: UseFormReturnType<Values>): void {
  Object.entries(form.getTouched()).forEach(([path, touched]) => touched && form.validateField(path));
}
