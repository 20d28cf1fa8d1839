// The demo owner's first notifications, so the bell and Recent Activity have something to show.
import type { notifications } from '../schema';

type NotificationRow = Omit<typeof notifications.$inferInsert, 'id' | 'userId'>;

export function demoNotifications(now: Date): NotificationRow[] {
  const minutesAgo = (minutes: number) => new Date(now.getTime() - minutes * 60_000);
  return [
    {
      type: 'success',
      title: 'Welcome to PawsConnect!',
      message: "Your account is ready. Explore your pets' profiles, book a stay or browse our training programs.",
      isRead: true,
      createdAt: minutesAgo(180),
    },
    {
      type: 'info',
      title: 'New training programs available',
      message: 'Basic Obedience Training, Advanced Training Skills and Behavioral Correction are open for enrolment.',
      isRead: false,
      createdAt: minutesAgo(120),
    },
    {
      type: 'warning',
      title: 'Vaccination reminder',
      message: "Clover's annual RHDV2 and myxomatosis vaccinations are due in about 5 weeks.",
      isRead: false,
      data: { petName: 'Clover' },
      createdAt: minutesAgo(60),
    },
    {
      type: 'info',
      title: 'Training tip',
      message: 'Two 5-minute sessions a day teach faster than one long session. End while your pet still wants more.',
      isRead: false,
      createdAt: minutesAgo(15),
    },
  ];
}
