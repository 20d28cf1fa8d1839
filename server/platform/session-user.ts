// The signed-in user as the server holds it per request: the columns of a user that may leave the
// server (never the password hash). Read by the session store together with the session row.
import { users } from '../db/schema';

export type SessionUser = {
  id: number;
  username: string;
  email: string;
  firstName: string | null;
  lastName: string | null;
  /** An approved trainer (decisions.md 50). */
  isTrainer: boolean;
  isStaff: boolean;
  isAdmin: boolean;
  createdAt: Date;
};

export const sessionUserColumns = {
  id: users.id,
  username: users.username,
  email: users.email,
  firstName: users.firstName,
  lastName: users.lastName,
  phone: users.phone,
  isTrainer: users.isTrainer,
  isStaff: users.isStaff,
  isAdmin: users.isAdmin,
  createdAt: users.createdAt,
};
