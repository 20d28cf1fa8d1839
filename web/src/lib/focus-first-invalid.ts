// For form.onSubmit's second argument (a submit that failed validation): the form's first field
// with an error takes focus, which also scrolls it into view. In a long dialog on a phone the
// messages were off-screen, above or below what the person was looking at. A date field opens its
// calendar when focused, and the calendar covered the very message it was focused for: it is only
// scrolled into view.
export function focusFirstInvalid(_errors: unknown, _values: unknown, event?: { currentTarget: EventTarget | null }) {
  const form = event?.currentTarget;
  if (!(form instanceof HTMLFormElement)) return;
  // The messages (and aria-invalid) are drawn after this handler returns.
  setTimeout(() => {
    const field = form.querySelector<HTMLElement>('[aria-invalid="true"]');
    if (!field) return;
    // Centred: scrolled only as far as its edge, a field at the top of a dialog's scroll went under
    // the dialog's header, the message below it in view but not the field.
    field.scrollIntoView({ block: 'center' });
    if (!field.matches('[data-dates-input]')) field.focus({ preventScroll: true });
  }, 0);
}
