// Medians for the bench scripts: every figure they print is the median of repeated samples.

/**
 * The median of a list of numbers (mean of the two middle values for an even count); null when none is finite.
 * @param {(number | null)[]} values
 * @returns {number | null}
 */
export function median(values) {
  const finite = /** @type {number[]} */ (values.filter((value) => Number.isFinite(value))).sort((a, b) => a - b);
  if (finite.length === 0) return null;
  const middle = Math.floor(finite.length / 2);
  return finite.length % 2 ? finite[middle] : (finite[middle - 1] + finite[middle]) / 2;
}

/**
 * The median of each numeric field over samples of the same shape.
 * @param {Record<string, number | null>[]} samples
 * @returns {Record<string, number | null>}
 */
export function medianOfFields(samples) {
  const keys = Object.keys(samples[0] ?? {});
  return Object.fromEntries(keys.map((key) => [key, median(samples.map((sample) => sample[key]))]));
}

/**
 * The order in which run number `run` visits `items` when comparing them: as given on even runs, reversed on odd
 * ones, so that none of them always goes first.
 * @template T
 * @param {T[]} items
 * @param {number} run
 * @returns {T[]}
 */
export const alternatingOrder = (items, run) => (run % 2 === 0 ? items : [...items].reverse());
