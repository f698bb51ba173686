import { use } from 'react';
import type { RuntimeRoute } from '@swat/shared-contracts';
import { loadRoutePage, setReadyPage, type ProviderLoader } from '../features/remote-page/route-page';
import { takeHeldSubmit } from '../lib/early-press';

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

type Field = HTMLInputElement | HTMLTextAreaElement | HTMLSelectElement;
type Tracked = Field & { _valueTracker?: { setValue(v: string): void } };

/**
 * Writes a value the way a visitor does, so React's onChange sees it. React hydrated with what was
 * typed as the field's "last seen" value and would see no change, so its value tracker (the one
 * test libraries use) is first told the opposite.
 */
function retype(field: Field, value: string | boolean): void {
  const tracked = field as Tracked;
  if (typeof value === 'boolean') {
    const box = field as HTMLInputElement;
    // Put it back as it was, then click: the click toggles it to what the visitor chose, and React sees the change.
    Object.getOwnPropertyDescriptor(HTMLInputElement.prototype, 'checked')?.set?.call(box, !value);
    tracked._valueTracker?.setValue(String(!value));
    box.click();
    return;
  }
  tracked._valueTracker?.setValue('');
  const setter = Object.getOwnPropertyDescriptor(Object.getPrototypeOf(field), 'value')?.set;
  setter?.call(field, value);
  field.dispatchEvent(new Event(field instanceof HTMLSelectElement ? 'change' : 'input', { bubbles: true }));
}

const changedFrom = (field: Field): boolean => {
  if (field instanceof HTMLSelectElement) return [...field.options].some((option) => option.selected !== option.defaultSelected);
  return field.value !== field.defaultValue;
};

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
    } else if (field.type !== 'hidden' && changedFrom(field)) typed.set(field, field.value);
  };
  container.querySelectorAll<Field>('input, textarea, select').forEach(note);
  const onInput = (event: Event) => {
    const target = event.target;
    if (target instanceof HTMLInputElement || target instanceof HTMLTextAreaElement || target instanceof HTMLSelectElement) note(target);
  };
  container.addEventListener('input', onInput, true);
  container.addEventListener('change', onInput, true);
  const started = Date.now();
  const replay = () => {
    const fields = container.querySelectorAll('input, textarea, select');
    // A page whose code never came (KeepServerMarkup) keeps its fields, and what was typed in them.
    if (fields.length > 0 && ![...fields].every(isHydrated) && Date.now() - started < 60_000) {
      requestAnimationFrame(replay);
      return;
    }
    container.removeEventListener('input', onInput, true);
    container.removeEventListener('change', onInput, true);
    for (const [field, value] of typed) if (field.isConnected) retype(field, value);
    // A form sent before React owned it (a plain GET would put what was typed in the address) was
    // held by index.html's first script, which holds every submit until the shell is live.
    const held = takeHeldSubmit();
    // After React has applied the replayed values (next frame), the held submit goes its own way.
    if (held?.form.isConnected) requestAnimationFrame(() => held.form.requestSubmit(held.submitter instanceof HTMLButtonElement || held.submitter instanceof HTMLInputElement ? held.submitter : undefined));
  };
  requestAnimationFrame(replay);
}
