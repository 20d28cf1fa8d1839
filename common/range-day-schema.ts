// A calendar day that bounds a range in a query ('YYYY-MM-DD': availability, analytics). The
// format alone takes year 1 to 9999, and date arithmetic at either end breaks (a day after
// 9999-12-31 is no longer 'YYYY-MM-DD'; year 1 has no time-zone rules), which made such queries a
// 500: the days the business can mean lie in the years 2000 to 2999.
import { z } from 'zod';

export const FIRST_RANGE_DAY = '2000-01-01';
export const LAST_RANGE_DAY = '2999-12-31';

export const rangeDaySchema = (label: string) =>
  z.iso
    .date({ error: `${label} must be a date like 2027-03-05` })
    .refine((day) => day >= FIRST_RANGE_DAY && day <= LAST_RANGE_DAY, { message: `${label} must be between the years 2000 and 2999` });
