// Issue 14 (accessibility): every page of the demo owner, with real data behind it (stays paid and
// unpaid, a skill in the cart and one being taught, an enrolment), and the dialogs Add Pet, Add
// Vet Record, Book Session and booking details, at 1280px and 375px in the light scheme and the
// main pages in the dark scheme: zero serious or critical axe findings, every field named.
import { darkOwnerStops, ownerStops } from './support/a11y-stops';
import { describeRoleWalk } from './support/a11y-role-walk';

describeRoleWalk("accessibility of the owner's pages", 'owner', (scene, scheme) =>
  scheme === 'light' ? ownerStops(scene) : darkOwnerStops(scene),
);
