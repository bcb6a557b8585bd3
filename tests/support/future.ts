/**
 * A year far enough ahead that the days a test plans in it (time slots, a generator's run) are still to come on any
 * day the suite runs: the forms and the generator refuse or skip what is past, so a fixed year would fail once reached.
 */
export const FUTURE_YEAR = new Date().getUTCFullYear() + 5;
