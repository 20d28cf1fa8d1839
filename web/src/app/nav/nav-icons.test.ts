import { describe, expect, it } from 'vitest';
import { IconLink } from '@tabler/icons-react';
import { adminUser, applicantUser } from '../../test/users';
import { paths } from '../paths';
import { navIconFor } from './nav-icons';
import { adminItemsFor, applicantItemsFor, mainItems, serviceItems, trainerToolItems, trainingItems } from './nav-items';

describe('navIconFor', () => {
  it("gives every destination of the menus an icon of its own, the mobile menu's messages and cart too", () => {
    const items = [
      ...mainItems,
      ...serviceItems,
      ...trainingItems,
      ...trainerToolItems,
      ...adminItemsFor(adminUser),
      ...applicantItemsFor(applicantUser),
    ];
    const destinations = [...items.map((item) => item.to), paths.messages, paths.cart];
    expect(destinations.filter((to) => navIconFor(to) === IconLink)).toEqual([]);
  });
});
