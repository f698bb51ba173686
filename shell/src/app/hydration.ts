import { use } from 'react';
import type { RuntimeRoute } from '@swat/shared-contracts';
import { loadRoutePage, setReadyPage, type ProviderLoader } from '../features/remote-page/route-page';

const never = new Promise<never>(() => undefined);

/**
 * Stands in for a prerendered page whose code could not be loaded. It suspends for good, and
 * React keeps a suspended boundary's server markup while it hydrates the rest: the visitor keeps
 * the complete page (its links work as plain links), and header, footer and chat come alive.
 */
function KeepServerMarkup(): null {
  use(never);
  return null;
}

/** Loads the prerendered route's page code before hydrating, so its markup is taken over in one pass. */
export async function prepareHydration(route: RuntimeRoute | undefined, loadProvider: ProviderLoader): Promise<void> {
  if (!route) return;
  try {
    setReadyPage(route, await loadRoutePage(route, loadProvider));
  } catch (error) {
    console.warn('The page code did not load; the page stays as the server sent it.', error);
    setReadyPage(route, KeepServerMarkup);
  }
}

type Field = HTMLInputElement | HTMLTextAreaElement;

/** Writes a value the way typing does, so React's onChange sees it. */
function retype(field: Field, value: string | boolean): void {
  if (typeof value === 'boolean') {
    if ((field as HTMLInputElement).checked !== value) (field as HTMLInputElement).click();
    return;
  }
  // React hydrated with the typed text as the field's "last seen" value, so it would see no change:
  // its tracker is told the field was empty (React's own tracker, as test libraries use it).
  (field as Field & { _valueTracker?: { setValue(v: string): void } })._valueTracker?.setValue('');
  const setter = Object.getOwnPropertyDescriptor(Object.getPrototypeOf(field), 'value')?.set;
  setter?.call(field, value);
  field.dispatchEvent(new Event('input', { bubbles: true }));
}

const isHydrated = (node: Element) => Object.keys(node).some((key) => key.startsWith('__reactFiber'));

/**
 * A visitor may type into a prerendered form before its code has arrived, or while React takes the
 * page over; hydration then resets the fields to the component's state. This notes what was typed
 * (already, and from now on), and once React owns the fields, types it again so the form has it.
 */
export function keepTypedInput(container: HTMLElement): void {
  const typed = new Map<Field, string | boolean>();
  const note = (field: Field) => {
    if (field instanceof HTMLInputElement && (field.type === 'checkbox' || field.type === 'radio')) {
      if (field.checked !== field.defaultChecked) typed.set(field, field.checked);
    } else if (field.type !== 'hidden' && field.value !== field.defaultValue) typed.set(field, field.value);
  };
  container.querySelectorAll<Field>('input, textarea').forEach(note);
  const onInput = (event: Event) => {
    if (event.target instanceof HTMLInputElement || event.target instanceof HTMLTextAreaElement) note(event.target);
  };
  container.addEventListener('input', onInput, true);
  container.addEventListener('change', onInput, true);
  const started = Date.now();
  const replay = () => {
    const fields = container.querySelectorAll('input, textarea');
    // A page whose code never came (KeepServerMarkup) keeps its fields, and what was typed in them.
    if (fields.length > 0 && ![...fields].every(isHydrated) && Date.now() - started < 60_000) {
      requestAnimationFrame(replay);
      return;
    }
    container.removeEventListener('input', onInput, true);
    container.removeEventListener('change', onInput, true);
    for (const [field, value] of typed) if (field.isConnected) retype(field, value);
  };
  requestAnimationFrame(replay);
}
