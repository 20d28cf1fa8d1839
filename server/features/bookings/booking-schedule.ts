// When a booking runs (decisions.md 3): it starts in the future on one of the service's slots
// in the business time zone; boarding and daycare end at a pickup slot not before the drop-off;
// training ends one hour after it starts, whatever the client sent.
import type { ServiceType } from '../../../common/booking-choices';
import type { SlotSettings } from '../../../common/business-settings';
import { beyondWindowMessage, lastBookableDay } from '../../../common/booking-window';
import { addCalendarDays, instantAt } from '../../../common/business-time';
import { isSlotStart, TRAINING_SESSION_MS } from '../../../common/slots';
import { badInput } from '../../platform/errors';
import {
  DROP_OFF_SLOT_MESSAGE,
  MAX_STAY_DAYS,
  PAST_DATE_MESSAGE,
  PICKUP_BEFORE_DROP_OFF_MESSAGE,
  PICKUP_REQUIRED_MESSAGE,
  PICKUP_SLOT_MESSAGE,
  SESSION_SLOT_MESSAGE,
  STAY_TOO_LONG_MESSAGE,
} from './booking-messages';

const DAY_MS = 86_400_000;

export type Schedule = { startDate: Date; endDate: Date };

/** What the schedule is checked against: the business's settings in force. */
export type ScheduleRules = { timeZone: string; slots: SlotSettings; bookingWindowMonths: number };

export function checkedSchedule(
  input: { serviceType: ServiceType; startDate: Date; endDate?: Date | null },
  { timeZone, slots, bookingWindowMonths }: ScheduleRules,
  now: Date,
): Schedule {
  const { serviceType, startDate } = input;
  if (startDate.getTime() <= now.getTime()) throw badInput('startDate', PAST_DATE_MESSAGE);
  // The business takes bookings only so far ahead (issue 27, item 13: the year 9999 was accepted).
  // Compared as instants (the start of the day after the last one), whatever the year's width.
  const lastDay = lastBookableDay(now, timeZone, bookingWindowMonths);
  if (startDate.getTime() >= instantAt(addCalendarDays(lastDay, 1), '00:00', timeZone).getTime()) {
    throw badInput('startDate', beyondWindowMessage(bookingWindowMonths, lastDay));
  }
  if (!isSlotStart(serviceType, startDate, timeZone, slots)) {
    throw badInput('startDate', serviceType === 'training' ? SESSION_SLOT_MESSAGE : DROP_OFF_SLOT_MESSAGE);
  }
  if (serviceType === 'training') return { startDate, endDate: new Date(startDate.getTime() + TRAINING_SESSION_MS) };

  const endDate = input.endDate;
  if (!endDate) throw badInput('endDate', PICKUP_REQUIRED_MESSAGE);
  if (!isSlotStart(serviceType, endDate, timeZone, slots)) throw badInput('endDate', PICKUP_SLOT_MESSAGE);
  if (endDate.getTime() < startDate.getTime()) throw badInput('endDate', PICKUP_BEFORE_DROP_OFF_MESSAGE);
  // A bound keeps every stay's nights, price and capacity check small (and the price in range).
  if (endDate.getTime() - startDate.getTime() > MAX_STAY_DAYS * DAY_MS) throw badInput('endDate', STAY_TOO_LONG_MESSAGE);
  return { startDate, endDate };
}
