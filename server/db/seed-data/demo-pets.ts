// The demo owner's pets and their veterinary history. Record dates are relative to the seeding
// day; the duplicated vet-record fields are filled the way the client saves them (decisions.md 33).
// Every vaccine a service requires of a demo pet is valid for at least the coming year, so the
// demo books as it did before bookings checked vaccines (issue 12).
import { DEFAULT_VET_RECORD_TYPE } from '../../../common/pet-schemas';
import { addCalendarMonths, type VaccineCode } from '../../../common/vaccines';
import type { CareInstructions } from '../../../common/care-schemas';
import type { pets, vaccinations, vetRecords } from '../schema';
import { calendarDateFrom } from './calendar-date';

type PetRow = Omit<typeof pets.$inferInsert, 'id' | 'ownerId'>;
type VetRecordRow = Omit<typeof vetRecords.$inferInsert, 'id' | 'petId'>;
type VaccinationRow = Omit<typeof vaccinations.$inferInsert, 'id' | 'petId'>;

type VisitDraft = {
  daysAgo: number;
  /** Days from the seeding day (negative for a follow-up already past), or null for none. */
  followUpInDays: number | null;
  veterinarian: string;
  clinicName: string;
  diagnosis: string;
  treatment: string;
  medications: string;
  vaccinations: string;
  labResults: string;
  notes: string;
};

/** Care instructions (decisions.md 54): the owner's words for the front desk. */
export type DemoPet = { pet: PetRow; vetRecords: VetRecordRow[]; vaccinations: VaccinationRow[]; care?: CareInstructions };

function vaccine(today: Date, vaccineCode: VaccineCode, givenDaysAgo: number, months: number, clinic: string): VaccinationRow {
  const givenOn = calendarDateFrom(today, -givenDaysAgo);
  return { vaccine: vaccineCode, givenOn, expiresOn: addCalendarMonths(givenOn, months), clinic };
}

function visit(today: Date, draft: VisitDraft): VetRecordRow {
  const visitDate = calendarDateFrom(today, -draft.daysAgo);
  const followUpDate = draft.followUpInDays === null ? null : calendarDateFrom(today, draft.followUpInDays);
  const { daysAgo: _daysAgo, followUpInDays: _followUpInDays, ...text } = draft;
  return {
    ...text,
    recordType: DEFAULT_VET_RECORD_TYPE,
    visitDate,
    date: visitDate,
    vetName: draft.veterinarian,
    followUpDate,
    nextAppointmentDate: followUpDate,
  };
}

export function demoPets(today: Date): DemoPet[] {
  const riverside = 'Riverside Animal Hospital';
  const exotics = 'Green Meadow Exotic Vets';
  return [
    {
      pet: {
        name: 'Buddy',
        petType: 'dog',
        breed: 'Golden Retriever',
        age: 3,
        size: 'large',
        temperament: 'Friendly',
        dietaryNeeds: 'Salmon-based adult kibble, 2 cups twice a day. No chicken (food allergy).',
        medicalConditions: 'Seasonal environmental allergies; chicken food allergy.',
        vaccinationStatus: 'Up to date: Rabies (3-year), DHPP, Leptospirosis, Bordetella.',
      },
      care: {
        feeding: [
          { time: '07:30', food: 'Salmon-based adult kibble', amount: '2 cups' },
          { time: '18:00', food: 'Salmon-based adult kibble', amount: '2 cups' },
        ],
        medications: [{ name: 'Apoquel', dose: '16 mg', times: ['08:00'], withFood: true, notes: 'Only on days he scratches a lot' }],
        emergencyContact: { name: 'Jordan Morgan', phone: '+1 555 010 4477' },
        vet: { clinic: 'Riverside Animal Hospital', phone: '+1 555 010 2200' },
        pickupPeople: ['Jordan Morgan'],
      },
      vetRecords: [
        visit(today, {
          daysAgo: 210,
          followUpInDays: 155,
          veterinarian: 'Dr. Sarah Chen',
          clinicName: riverside,
          diagnosis: 'Annual wellness exam: healthy adult dog; mild seasonal atopic dermatitis',
          treatment: 'Oclacitinib during spring flare-ups; weekly chlorhexidine shampoo baths.',
          medications: 'Apoquel (oclacitinib) 16 mg once daily as needed; monthly heartworm and flea/tick chew',
          vaccinations: 'Rabies (3-year), DHPP booster, Leptospirosis',
          labResults: 'CBC and chemistry panel within normal limits; heartworm antigen test negative',
          notes: 'Body condition 5/9. Keep treats small during training to maintain weight.',
        }),
        visit(today, {
          daysAgo: 64,
          followUpInDays: -50,
          veterinarian: 'Dr. Sarah Chen',
          clinicName: riverside,
          diagnosis: 'Otitis externa, left ear',
          treatment: 'Ear flush in clinic; topical ear drops twice daily for 10 days.',
          medications: 'Mometamax otic suspension, 8 drops in the left ear twice daily',
          vaccinations: 'Bordetella (intranasal) given before upcoming boarding stay',
          labResults: 'Ear cytology: Malassezia yeast 2+, no bacteria seen',
          notes: 'Dry ears well after swimming. Recheck in two weeks.',
        }),
        visit(today, {
          daysAgo: 50,
          followUpInDays: null,
          veterinarian: 'Dr. Marcus Patel',
          clinicName: riverside,
          diagnosis: 'Ear recheck: otitis resolved',
          treatment: 'Drying ear cleaner once a week as prevention.',
          medications: 'Epi-Otic ear cleanser weekly',
          vaccinations: 'None due',
          labResults: 'Repeat ear cytology: no yeast or bacteria seen',
          notes: 'Ear canal clean and healthy. No further follow-up needed.',
        }),
      ],
      vaccinations: [
        vaccine(today, 'rabies', 210, 36, riverside),
        vaccine(today, 'dhpp', 210, 36, riverside),
        vaccine(today, 'leptospirosis', 210, 12, riverside),
        // A fresh booster, so the demo books stays all year.
        vaccine(today, 'bordetella', 0, 12, riverside),
      ],
    },
    {
      pet: {
        name: 'Luna',
        petType: 'cat',
        breed: 'Maine Coon',
        age: 5,
        size: 'large',
        temperament: 'Curious',
        dietaryNeeds: 'Prescription urinary diet (wet food twice a day plus a measured portion of dry food); water fountain.',
        medicalConditions: 'Feline lower urinary tract disease (FLUTD), managed with diet.',
        vaccinationStatus: 'Up to date: FVRCP, Rabies.',
      },
      vetRecords: [
        visit(today, {
          daysAgo: 150,
          followUpInDays: 215,
          veterinarian: 'Dr. Emily Rodriguez',
          clinicName: riverside,
          diagnosis: 'Annual wellness exam with mild dental tartar',
          treatment: 'Dental scale and polish under anaesthesia scheduled; daily dental treats meanwhile.',
          medications: 'Monthly topical flea prevention (selamectin)',
          vaccinations: 'FVRCP booster (3-year), Rabies (3-year)',
          labResults: 'CBC and chemistry panel normal; urine specific gravity 1.045',
          notes: 'Weight 15.2 lb, ideal for her frame. Brush teeth three times a week.',
        }),
        visit(today, {
          daysAgo: 40,
          followUpInDays: 50,
          veterinarian: 'Dr. Emily Rodriguez',
          clinicName: riverside,
          diagnosis: 'Cystitis flare-up (FLUTD), non-obstructive',
          treatment: 'Pain relief, switch to a prescription urinary diet, more water intake and less household stress.',
          medications: 'Buprenorphine 0.05 mg by mouth twice daily for 5 days; Prescription Diet c/d Multicare',
          vaccinations: 'None due',
          labResults: 'Urinalysis: struvite crystals present, no bacterial growth on culture',
          notes: 'Recheck urinalysis in 3 months. Add a second litter box and a water fountain.',
        }),
      ],
      vaccinations: [vaccine(today, 'rabies', 150, 36, riverside), vaccine(today, 'fvrcp', 150, 36, riverside)],
    },
    {
      pet: {
        name: 'Clover',
        petType: 'small_animal',
        breed: 'Rabbit (Holland Lop)',
        age: 2,
        size: 'medium',
        temperament: 'Social',
        dietaryNeeds: 'Unlimited timothy hay; a cup of leafy greens daily; 1 tablespoon of pellets; fruit only as a rare treat.',
        medicalConditions: 'Prone to molar spurs; dental check every 6 months.',
        vaccinationStatus: 'RHDV2 and myxomatosis vaccinated (annual).',
      },
      vetRecords: [
        visit(today, {
          daysAgo: 330,
          followUpInDays: 35,
          veterinarian: 'Dr. Hannah Brooks',
          clinicName: exotics,
          diagnosis: 'Spay surgery and annual vaccination',
          treatment: 'Ovariohysterectomy; recovery on soft bedding with hay and greens offered straight after surgery.',
          medications: 'Meloxicam 0.5 mg/kg by mouth once daily for 5 days',
          vaccinations: 'RHDV2, Myxomatosis',
          labResults: 'Pre-anaesthetic bloodwork normal',
          notes: 'Incision healed well at the 10-day check. Annual vaccination due next year.',
        }),
        visit(today, {
          daysAgo: 95,
          followUpInDays: 85,
          veterinarian: 'Dr. Hannah Brooks',
          clinicName: exotics,
          diagnosis: 'Molar spurs (lower cheek teeth)',
          treatment: 'Molar burr under sedation; increase hay intake to wear teeth naturally.',
          medications: 'Meloxicam for 3 days; simethicone as needed for gut comfort',
          vaccinations: 'None due',
          labResults: 'Skull radiographs: no tooth root elongation',
          notes: 'Eating and passing normal droppings within 12 hours. Dental recheck in 6 months.',
        }),
      ],
      vaccinations: [vaccine(today, 'rhdv2', 330, 12, exotics), vaccine(today, 'myxomatosis', 330, 12, exotics)],
    },
  ];
}
