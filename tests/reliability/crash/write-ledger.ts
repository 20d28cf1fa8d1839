// What the server acknowledged (answered 2xx) before it was killed: each entry must be in the
// database after the restart, exactly as the response described it.
export type AcknowledgedBooking = {
  id: number;
  petId: number;
  additionalPetIds: number[];
  serviceType: 'boarding' | 'daycare';
  startDate: string;
  endDate: string;
  totalPrice: number;
  notes: string;
};

export type AcknowledgedVetRecord = {
  id: number;
  petId: number;
  visitDate: string;
  veterinarian: string;
  diagnosis: string;
  notes: string;
};

export type WriteLedger = {
  ownerId: number;
  petIds: number[];
  bookings: Map<number, AcknowledgedBooking>;
  /** Booking id -> the client secret of its payment intent. */
  intents: Map<number, string>;
  /** Bookings whose sandbox payment answered `succeeded`. */
  paid: Set<number>;
  /** Paid bookings whose cancellation (a full refund) answered 200. */
  refunded: Set<number>;
  vetRecords: Map<number, AcknowledgedVetRecord>;
  /** Hands out distinct booking days across every cycle, so stays never compete for capacity. */
  nextDay: number;
};

export function newLedger(ownerId: number, petIds: number[]): WriteLedger {
  return {
    ownerId,
    petIds,
    bookings: new Map(),
    intents: new Map(),
    paid: new Set(),
    refunded: new Set(),
    vetRecords: new Map(),
    nextDay: 0,
  };
}

/** Every acknowledged write: each booking, intent, payment, refund and vet record counts once. */
export function acknowledgedWrites(ledger: WriteLedger): number {
  return ledger.bookings.size + ledger.intents.size + ledger.paid.size + ledger.refunded.size + ledger.vetRecords.size;
}
