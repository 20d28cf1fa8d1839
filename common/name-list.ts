// A list of names in a sentence, the way the app's messages write it: 'Buddy', 'Buddy and Mochi',
// 'Buddy, Mochi and Rex' (no comma before "and"). A multi-pet booking's notifications, e-mails,
// receipt and calendar event name every pet with it.

export function joinNames(names: readonly string[]): string {
  if (names.length <= 1) return names[0] ?? '';
  return `${names.slice(0, -1).join(', ')} and ${names[names.length - 1]}`;
}
