import type { PublicUser } from '@common/auth-schemas';

export const ownerUser: PublicUser = {
  id: 1,
  username: 'janedoe',
  email: 'jane@example.com',
  firstName: 'Jane',
  lastName: 'Doe',
  isTrainer: false,
  createdAt: '2024-03-05T10:00:00.000Z',
};

export const trainerUser: PublicUser = {
  ...ownerUser,
  id: 2,
  username: 'coach_sam',
  email: 'sam@example.com',
  firstName: 'Sam',
  lastName: 'Rivera',
  isTrainer: true,
};
