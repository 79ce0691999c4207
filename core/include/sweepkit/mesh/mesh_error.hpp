#pragma once
/// @file
/// The named errors of the triangle-mesh functions (building, refitting, loading a serialised mesh).
/// A mesh function reports one of these, with the 0-based index of the rejected argument and, where it
/// applies, the index of the offending element; it never throws, crashes or keeps partial data.

#include <cstdint>

namespace sweepkit {

enum class MeshError : std::int32_t {
  none = 0,
  positions_length_invalid = 1,   ///< `positions` is not a whole number of (x, y, z) triples.
  positions_not_triangles = 2,    ///< No `indices` and the vertex count is not a multiple of 3.
  indices_length_invalid = 3,     ///< `indices` is not a whole number of triangles (length % 3 != 0).
  position_not_finite = 4,        ///< A position component is NaN, infinite or beyond kMaxMagnitude (error_index: vertex).
  index_out_of_range = 5,         ///< An index is >= the vertex count (error_index: its position in `indices`).
  mesh_empty = 6,                 ///< No triangle left (no input, or every triangle degenerate after welding).
  weld_tolerance_invalid = 7,     ///< options.weld_relative is NaN, infinite, negative or >= 1.
  flat_angle_invalid = 8,         ///< options.flat_angle is NaN or outside [0, pi/2].
  too_many_vertices = 9,          ///< More than 2^32 - 2 vertices or triangles.
  vertex_count_mismatch = 10,     ///< A refit's `positions` has another vertex count than the build's input.
  data_too_short = 11,            ///< Serialised bytes shorter than their header or than the length it states.
  bad_magic = 12,                 ///< Serialised bytes do not start with the "SKMESH" magic.
  unsupported_version = 13,       ///< Serialised by a format version this build does not read.
  real_type_mismatch = 14,        ///< Serialised by a build with another Real (float vs double).
  checksum_mismatch = 15,         ///< The payload's checksum differs from the header's (corrupt bytes).
  data_corrupt = 16,              ///< A serialised field is out of range or disagrees with the rest (mesh_serialize.hpp).
};

/// A short English description of `error`, e.g. "index out of range".
const char* describe(MeshError error);

}  // namespace sweepkit
