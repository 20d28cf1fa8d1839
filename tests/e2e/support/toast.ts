// Waits for a toast (or any text shown exactly so) to appear: the specs' word for "the app said so".
import type { Page } from 'playwright-core';

export const toast = (page: Page, text: string) => page.getByText(text, { exact: true }).first().waitFor();
