// Issue 14 (accessibility): the demo trainer's tools (curriculum builder and its editor, the
// skills dashboard, clients, a client pet with its tabs and Log Session dialog, analytics) at
// 1280px and 375px in the light scheme and the main ones in the dark scheme: zero serious or
// critical axe findings, every field named. The demo owner's pet enrolled in one of the trainer's
// programs is the client.
import { darkTrainerStops, trainerStops } from './support/a11y-stops';
import { describeRoleWalk } from './support/a11y-role-walk';

describeRoleWalk("accessibility of the trainer's pages", 'trainer', (scene, scheme) =>
  scheme === 'light' ? trainerStops(scene.petId) : darkTrainerStops(scene.petId),
);
