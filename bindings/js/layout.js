// Offsets of the core's result structs in WebAssembly memory, in 4-byte words. Every result starts
// with status, error, error_argument (int32); the rest are float32. Checked against the C++ structs
// by static_asserts in bindings/embind/*.cpp.

/** sweepkit::SweepHit */
export const SWEEP_HIT = Object.freeze({ T: 3, POSITION: 4, POINT: 7, NORMAL: 10 });

/** sweepkit::Contact */
export const CONTACT = Object.freeze({ DEPTH: 3, NORMAL: 4, POINT_A: 7, POINT_B: 10 });

/** sweepkit::RaycastHit */
export const RAYCAST_HIT = Object.freeze({ T: 3, POINT: 4, NORMAL: 7 });

/**
 * sweepkit::BatchSweepHit: one entry of a batch's results, STRIDE float32 words:
 * t, point x y z, normal x y z, status (a STATUS_NAMES index as a float).
 */
export const BATCH_SWEEP_HIT = Object.freeze({ STRIDE: 8, T: 0, POINT: 1, NORMAL: 4, STATUS: 7 });

/** sweepkit::BatchSummary, left in the result buffer by a batch call: int32 words. */
export const BATCH_SUMMARY = Object.freeze({ COUNT: 0, HITS: 1, INVALID: 2, FIRST_INVALID: 3 });

/** Common header words. */
export const ERROR = 1;
export const ERROR_ARGUMENT = 2;

/** sweepkit::Status values, and the names JS results use for them. */
export const STATUS_NAMES = Object.freeze(['miss', 'hit', 'initialOverlap', 'invalidInput', 'unsupported']);
export const STATUS_HIT = 1;
export const STATUS_INITIAL_OVERLAP = 2;
export const STATUS_INVALID_INPUT = 3;
export const STATUS_UNSUPPORTED = 4;
