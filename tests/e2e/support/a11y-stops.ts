// The pages and dialogs the accessibility specs check, by who sees them: every route of
// web/src/app/paths.ts, with the demo accounts' real data (demo-scene.ts) behind the signed-in ones.
import type { Page } from 'playwright-core';
import { paths } from '../../../web/src/app/paths';
import { openDialog, settle, waitUntilStill, type A11yStop } from './a11y-walk';
import type { OwnerScene } from './demo-scene';

const clickTab = (name: string) => async (page: Page) => {
  await page.getByRole('tab', { name, exact: true }).first().click();
  await waitUntilStill(page);
};

/** Signed out: the landing page, sign-in, recovery, the training prompt and the 404 page. */
export const publicStops: A11yStop[] = [
  { name: 'landing', path: paths.home },
  { name: 'sign in', path: paths.auth },
  { name: 'register', path: `${paths.auth}?tab=register` },
  { name: 'quick login', path: paths.directAuth },
  { name: 'forgot password', path: paths.forgotPassword },
  { name: 'reset password', path: `${paths.resetPassword}?token=not-a-real-token&email=someone%40example.com` },
  { name: 'reset password without a token', path: paths.resetPassword },
  { name: 'forgot username', path: paths.forgotUsername },
  { name: 'training prompt', path: paths.trainingPrompt },
  { name: 'not found', path: '/no-such-page' },
];

/** The demo owner's pages, with dialogs open where a page is mostly about one. */
export function ownerStops(scene: OwnerScene): A11yStop[] {
  const { petId, unpaidBooking, paidBooking } = scene;
  return [
    { name: 'dashboard', path: paths.dashboard },
    { name: 'pets', path: paths.pets },
    { name: 'Add Pet dialog', path: paths.pets, open: (page) => openDialog(page, 'Add Pet', 'Add a New Pet') },
    { name: 'pet profile', path: paths.pet(petId) },
    { name: 'pet training tab', path: paths.pet(petId), open: clickTab('Training') },
    { name: 'pet bookings tab', path: paths.pet(petId), open: clickTab('Bookings') },
    { name: 'pet timeline', path: paths.petTimeline(petId) },
    { name: 'vet records', path: paths.petVetRecords(petId) },
    {
      name: 'Add Vet Record dialog',
      path: paths.petVetRecords(petId),
      open: (page) => openDialog(page, 'Add Record', 'Add Veterinary Record'),
    },
    { name: 'bookings', path: paths.bookings },
    { name: 'past bookings', path: paths.bookings, open: clickTab('Past Bookings') },
    { name: 'bookings calendar', path: paths.bookings, open: clickTab('Calendar') },
    { name: 'Book Session dialog', path: paths.bookings, open: (page) => openDialog(page, 'Book Session', 'Book Session') },
    { name: 'Book Session training', path: paths.bookings, open: openBookSessionOn('Training') },
    { name: 'Book Session daycare', path: paths.bookings, open: openBookSessionOn('Daycare') },
    { name: 'new booking for a pet', path: paths.newBooking(petId), reload: true, open: waitForDialog },
    { name: 'paid booking details', path: paths.bookingDetails(paidBooking.id), open: waitForDialog },
    { name: 'unpaid booking details', path: paths.bookingDetails(unpaidBooking.id), open: waitForDialog },
    { name: 'training', path: paths.training },
    { name: 'pet training', path: paths.petTraining(petId) },
    { name: 'training programs', path: paths.trainingPrograms },
    { name: 'training skills', path: paths.trainingSkills },
    { name: 'cart', path: paths.cart },
    { name: 'checkout', path: paths.checkout(unpaidBooking.id) },
    { name: 'payment failed', path: `${paths.paymentSuccess}?booking_id=${unpaidBooking.id}&redirect_status=failed` },
    {
      name: '3-D Secure challenge',
      path: `/sandbox/authenticate?payment_intent_client_secret=sandbox_secret&booking_id=${unpaidBooking.id}`,
    },
    { name: 'settings', path: paths.settings },
    { name: 'notifications', path: paths.dashboard, open: openNotifications },
    { name: 'navigation menu', path: paths.dashboard, open: openNavigationMenu },
    { name: 'not found', path: '/no-such-page' },
  ];
}

/** The demo trainer's tools; `clientPetId` is a pet enrolled in one of their programs. */
export function trainerStops(clientPetId: number): A11yStop[] {
  return [
    { name: 'dashboard', path: paths.dashboard },
    { name: 'curriculum builder', path: paths.curriculumBuilder },
    { name: 'new program editor', path: paths.curriculumBuilder, open: openProgramEditor },
    { name: 'trainer skills dashboard', path: paths.trainerSkills },
    { name: 'clients', path: paths.trainerClients },
    { name: 'client pet', path: paths.trainerClient(clientPetId) },
    { name: 'client assessments', path: paths.trainerClient(clientPetId), open: clickTab('Assessments') },
    { name: 'client report cards', path: paths.trainerClient(clientPetId), open: clickTab('Report cards') },
    { name: 'Log Session dialog', path: paths.trainerClient(clientPetId), open: (page) => openDialog(page, 'Log Session', 'Log Session') },
    { name: 'analytics', path: paths.trainerAnalytics },
    { name: 'navigation menu', path: paths.trainerAnalytics, open: openNavigationMenu },
    { name: 'training programs', path: paths.trainingPrograms },
    { name: 'settings', path: paths.settings },
  ];
}

/** The main pages, checked again in the dark scheme. */
export const darkPublicStops = publicStops.filter((stop) => ['landing', 'sign in', 'register'].includes(stop.name));
export const darkOwnerStops = (scene: OwnerScene) =>
  ownerStops(scene).filter((stop) =>
    [
      'dashboard',
      'pets',
      'pet profile',
      'vet records',
      'bookings',
      'Book Session dialog',
      'paid booking details',
      'training programs',
      'cart',
      'checkout',
    ].includes(stop.name),
  );
export const darkTrainerStops = (clientPetId: number) =>
  trainerStops(clientPetId).filter((stop) =>
    ['dashboard', 'new program editor', 'trainer skills dashboard', 'clients', 'client pet', 'analytics'].includes(stop.name),
  );

/** Book Session on one service: the trainer choice and the availability notes (decisions.md 66). */
const openBookSessionOn = (service: 'Training' | 'Daycare') => async (page: Page) => {
  await openDialog(page, 'Book Session', 'Book Session');
  await page.getByRole('dialog', { name: 'Book Session' }).getByText(service, { exact: true }).click();
  await waitUntilStill(page);
};

async function waitForDialog(page: Page) {
  await page.getByRole('dialog').first().waitFor();
  await waitUntilStill(page);
}

const burger = (page: Page) => page.getByRole('button', { name: 'Open navigation menu' });

/** The phone's navigation menu, or the user menu from 768px up. */
async function openNavigationMenu(page: Page) {
  const onPhone = await burger(page).isVisible();
  await (onPhone ? burger(page) : page.getByRole('button', { name: 'User menu' })).click();
  await page.getByRole('menu').waitFor();
  await waitUntilStill(page);
}

/** The bell's popover, or on a phone the menu's Notifications item and its drawer. */
async function openNotifications(page: Page) {
  if (await burger(page).isVisible()) {
    await burger(page).click();
    await page.getByRole('menuitem', { name: /notifications/i }).click();
    await page.getByRole('dialog', { name: 'Notifications' }).waitFor();
  } else {
    await page
      .getByRole('button', { name: /notifications/i })
      .first()
      .click();
  }
  await waitUntilStill(page);
}

async function openProgramEditor(page: Page) {
  await page.getByRole('button', { name: 'Create New Program' }).first().click();
  await settle(page);
}
