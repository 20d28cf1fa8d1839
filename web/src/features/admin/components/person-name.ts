import type { Person } from '@common/admin-schemas';

/** 'Jane Doe', or the username when no name was given. */
export const personName = (person: Pick<Person, 'firstName' | 'lastName' | 'username'>) =>
  [person.firstName, person.lastName].filter(Boolean).join(' ') || person.username;
