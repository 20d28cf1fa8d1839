// GET /api/pets/:petId/vaccination-status: for each service, the vaccines it requires of this pet
// and their status through a day (today, or the last day of a stay the booking dialog is
// planning), with the policy the server applies, so the dialog warns or blocks as the server will.
import type { ServiceType } from '../../../common/booking-choices';
import type { BusinessSettings } from '../../../common/business-settings';
import type { VaccinationStatusReport } from '../../../common/vaccination-schemas';
import { statusSentences, vaccinationStatus } from '../../../common/vaccines';
import { calendarDayOf } from '../../../common/business-time';
import type { Db } from '../../db/client';
import { vaccinationRecordsOfPets } from '../../domain/vaccinations/vaccination-records';
import { requireAccess } from '../../platform/access/access';
import type { SessionUser } from '../../platform/auth-guard';

export async function petVaccinationStatus(
  db: Db,
  user: SessionUser,
  petId: number,
  options: { through?: string; vaccines: BusinessSettings['vaccines']; timeZone: string; now?: Date },
): Promise<VaccinationStatusReport> {
  const pet = await requireAccess(db, user, 'read', 'pet', petId);
  const records = await vaccinationRecordsOfPets(db, [pet.id]);
  const today = calendarDayOf(options.now ?? new Date(), options.timeZone);
  // A day already past needs no more than today.
  const through = options.through && options.through > today ? options.through : today;
  const statusFor = (service: ServiceType) =>
    vaccinationStatus(records, pet, service, through, today, options.vaccines).map((entry) => ({
      vaccine: entry.vaccine,
      name: entry.name,
      status: entry.status,
      expiresOn: entry.expiresOn,
      ...statusSentences(pet.name, entry, through),
    }));
  return {
    policy: options.vaccines.policy,
    verification: options.vaccines.verification,
    today,
    through,
    services: { boarding: statusFor('boarding'), daycare: statusFor('daycare'), training: statusFor('training') },
  };
}
