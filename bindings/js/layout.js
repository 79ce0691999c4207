// Offsets of sweepkit::SweepHit in WebAssembly memory, in 4-byte words
// (checked against the C++ struct by static_asserts in bindings/embind/bindings.cpp).
export const SWEEP_HIT = Object.freeze({
  STATUS: 0, // int32
  ERROR: 1, // int32
  ERROR_ARGUMENT: 2, // int32
  T: 3, // float32
  POSITION: 4, // float32 x3
  POINT: 7, // float32 x3
  NORMAL: 10, // float32 x3
  WORDS: 13,
});

/** sweepkit::Status values, and the names JS results use for them. */
export const STATUS_NAMES = Object.freeze(['miss', 'hit', 'initialOverlap', 'invalidInput']);
export const STATUS_INVALID_INPUT = 3;
