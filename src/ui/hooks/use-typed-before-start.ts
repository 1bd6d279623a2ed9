import { useLayoutEffect, useRef, type RefObject } from 'react';

type Typed = HTMLInputElement | HTMLTextAreaElement | HTMLSelectElement;

/**
 * On a server-rendered page a customer may type into a field, or choose in a select, before the app's
 * code has started on a slow phone. Hydration leaves what was typed in the element, but the field's
 * state does not have it, so the next render wiped it (and a submit held meanwhile by the early-input
 * script sent the form empty). Once the field is hydrated, in a layout effect (before any later render,
 * and before a held press reaches the form), what the element holds is taken into the state as if it
 * were typed now. A field the browser rendered starts with its state's value: nothing to take. An
 * empty element is never taken: a select whose chosen option is not listed yet (its options still
 * loading) shows none, and that must not clear the choice. Returns the ref to put on the element.
 */
export function useTypedBeforeStart<E extends Typed>(value: string, onChange: (value: string) => void): RefObject<E | null> {
  const element = useRef<E | null>(null);
  // The first render's value and handler: the effect runs once, on mount.
  const first = useRef({ value, onChange });
  useLayoutEffect(() => {
    const el = element.current;
    if (el && el.value !== '' && el.value !== first.current.value) first.current.onChange(el.value);
  }, []);
  return element;
}
