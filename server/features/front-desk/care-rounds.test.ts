// The board's care rounds (decisions.md 60): logged by a journal entry of the same kind and time
// (and medication), else due from their time, overdue an hour later, later before.
import { describe, expect, it } from 'vitest';
import { NO_CARE_INSTRUCTIONS, type CareInstructions } from '../../../common/care-schemas';
import { careRounds } from './care-rounds';

const care: CareInstructions = {
  ...NO_CARE_INSTRUCTIONS,
  feeding: [{ time: '07:30', food: 'Kibble', amount: '1 cup' }],
  medications: [{ name: 'Phenobarbital', dose: '30 mg', times: ['08:00', '20:00'], withFood: true, notes: null }],
};
const states = (rounds: ReturnType<typeof careRounds>) => rounds.map((round) => `${round.time} ${round.kind} ${round.state}`);

describe('care rounds', () => {
  it('orders the day and judges each round by the clock', () => {
    expect(states(careRounds(1, care, [], '08:30'))).toEqual(['07:30 meal overdue', '08:00 medication due', '20:00 medication later']);
    expect(states(careRounds(1, care, [], '07:00'))).toEqual(['07:30 meal later', '08:00 medication later', '20:00 medication later']);
  });

  it('counts an entry of the same kind, time and medication (any case) of this pet as logged', () => {
    const logged = [
      { petId: 1, kind: 'meal', time: '07:30', medication: null },
      { petId: 1, kind: 'medication', time: '08:00', medication: 'phenobarbital ' },
      { petId: 2, kind: 'medication', time: '20:00', medication: 'Phenobarbital' },
      { petId: 1, kind: 'medication', time: '20:00', medication: 'Carprofen' },
    ];
    expect(states(careRounds(1, care, logged, '21:30'))).toEqual([
      '07:30 meal logged',
      '08:00 medication logged',
      '20:00 medication overdue',
    ]);
  });

  it('keeps another day’s rounds as still to come, and labels each round for the journal', () => {
    const rounds = careRounds(1, care, [], null);
    expect(rounds.every((round) => round.state === 'later')).toBe(true);
    expect(rounds[1]).toEqual({
      time: '08:00',
      kind: 'medication',
      label: 'Phenobarbital 30 mg',
      medication: 'Phenobarbital',
      state: 'later',
    });
  });
});
