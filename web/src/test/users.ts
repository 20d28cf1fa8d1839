import type { PublicUser } from '@common/auth-schemas';

export const ownerUser: PublicUser = {
  id: 1,
  username: 'janedoe',
  email: 'jane@example.com',
  firstName: 'Jane',
  lastName: 'Doe',
  isTrainer: false,
  roles: [],
  trainerApplication: null,
  bio: null,
  photoUrl: null,
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
  roles: ['trainer'],
  trainerApplication: { status: 'approved' },
};

export const applicantUser: PublicUser = {
  ...ownerUser,
  id: 3,
  username: 'new_coach',
  email: 'newcoach@example.com',
  firstName: 'Nia',
  lastName: 'Cole',
  trainerApplication: { status: 'pending' },
};

export const staffUser: PublicUser = {
  ...ownerUser,
  id: 4,
  username: 'front_desk',
  email: 'desk@example.com',
  firstName: 'Fran',
  lastName: 'Desk',
  roles: ['staff'],
};

export const adminUser: PublicUser = {
  ...ownerUser,
  id: 5,
  username: 'demo_admin',
  email: 'admin@example.com',
  firstName: 'Ada',
  lastName: 'Admin',
  roles: ['admin'],
};
