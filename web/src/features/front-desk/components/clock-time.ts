import { wallClock } from '@common/business-time';
import { slotLabel } from '@common/slots';

/** An instant as the desk reads it: '9:00 AM' on the business's clock. */
export const clockTime = (instant: string, timeZone: string) => slotLabel(wallClock(new Date(instant), timeZone).slice(0, 5));
