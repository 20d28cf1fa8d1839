// A test file reads "today" once (in its beforeAll, to place its bookings) and asks the server
// about it later: if the business's day ends in between, the two disagree and the file fails for
// the clock's sake (CI once ran across midnight and five day-board tests failed). Each API test
// file therefore starts clear of midnight in the process's zone, which is the business's unless a
// test names another: within the last two minutes of a day it waits for the next one. No file
// takes that long; the wait happens only on a run that meets midnight, once per worker.
import { todayBounds } from './test-calendar';

const MARGIN_MS = 2 * 60 * 1000;

const untilMidnight = todayBounds().end.getTime() - Date.now();
if (untilMidnight < MARGIN_MS) {
  await new Promise((resolve) => setTimeout(resolve, untilMidnight + 1_000));
}
