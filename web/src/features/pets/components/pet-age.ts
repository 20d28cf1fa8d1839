/** '3 years old' (SPEC's '{n} years old', singular for one), or 'Age not specified'. */
export function petAgeText(age: number | null | undefined): string {
  if (age === null || age === undefined) return 'Age not specified';
  return age === 1 ? '1 year old' : `${age} years old`;
}
