/**
 * Text typed into a field before React hydrated it (issue 29): React 19 keeps such a value on
 * screen but neither calls onChange for it nor keeps it (a controlled field's state stays what
 * the server rendered, and its next render puts that back). The browser entry (main.tsx) retypes
 * what was typed before the page hydrated; a part that hydrates later (lib/hydrate-later.tsx)
 * retypes what was typed into it while it waited.
 */

/** True for a field a visitor types into: a textarea, or an input that is not a box, file or button. */
export function isTextField(
  target: EventTarget | null,
): target is HTMLInputElement | HTMLTextAreaElement {
  if (target instanceof HTMLTextAreaElement) return true;
  return (
    target instanceof HTMLInputElement &&
    !/^(checkbox|radio|file|submit|button|reset|image|hidden|range|color)$/.test(target.type)
  );
}

/**
 * Tells React of `value`, typed into `field` before it hydrated. The field's value is first set
 * through React's own setter to something else (React then takes that for the value it knows),
 * then to `value` with the element's native setter, and an `input` event makes React see the
 * change and call onChange with it.
 */
export function retype(field: HTMLInputElement | HTMLTextAreaElement, value: string): void {
  const proto = field instanceof HTMLTextAreaElement ? HTMLTextAreaElement : HTMLInputElement;
  field.value = value === '' ? ' ' : '';
  Object.getOwnPropertyDescriptor(proto.prototype, 'value')?.set?.call(field, value);
  field.dispatchEvent(new Event('input', { bubbles: true }));
}

/**
 * Retypes every text field in `root` whose value differs from the value React hydrated it with:
 * hydrating, React sets a field's `defaultValue` to its own value and leaves what is on screen,
 * so a difference is text typed before React knew the field.
 */
export function retypeUnknownText(root: Element): void {
  for (const field of root.querySelectorAll('input, textarea')) {
    if (isTextField(field) && field.value !== field.defaultValue) retype(field, field.value);
  }
}
