import { expect, type Page } from '@playwright/test';
import { E2E_DEMO_PASSWORD } from './stack-env';
import { waitForLiveShell } from './test';

export const DEMO = {
  staff: 'staff@demo.swatresearch.ae',
  admin: 'admin@demo.swatresearch.ae',
  client: 'client@demo.swatresearch.ae',
  client2: 'client2@demo.swatresearch.ae',
} as const;

/** Signs in through the page's own form (client: /client-login, staff: /swatadmin) and waits for the dashboard. */
export async function signIn(page: Page, who: 'client' | 'client2' | 'staff' | 'admin') {
  const staff = who === 'staff' || who === 'admin';
  await page.goto(staff ? '/swatadmin' : '/client-login');
  // The form is in the page before its code runs; what is typed before hydration has its own test.
  await waitForLiveShell(page);
  await page.getByLabel('E-mail').fill(DEMO[who]);
  await page.getByLabel('Password').fill(E2E_DEMO_PASSWORD);
  await page.getByRole('button', { name: 'Sign in' }).click();
  await expect(page).toHaveURL(staff ? /\/swatdashboard$/ : /\/client-dashboard$/);
}

/** A code no other test or run uses, within the schema's 3–32 characters. */
export function uniqueCode(prefix: string): string {
  return `${prefix}-${Date.now().toString(36).toUpperCase()}${Math.floor(Math.random() * 1296).toString(36).toUpperCase()}`.slice(0, 32);
}
