#pragma once
// What convex_hull.cpp leaves in the result buffer for bindings/js/convex_hull.js: the HullError and HullCounts
// records of bindings/schema.js (a hull's faces are read in place as HullFace records), whose offsets and sizes
// generated_queries.cpp static_asserts.

#include <cstdint>

#include "sweepkit/status.hpp"

namespace sweepkit::bindings {

/// build_convex_hull's refusal: the common result header, then the offending point's index (-1: none).
struct HullError {
  Status status = Status::invalid_input;
  InputError error = InputError::none;
  std::int32_t error_argument = -1;
  std::int32_t error_index = -1;
};

/// A built hull's sizes: vertices, faces, face-loop entries, edges, and whether it is flat (0 or 1).
struct HullCounts {
  std::int32_t vertices = 0;
  std::int32_t faces = 0;
  std::int32_t face_vertices = 0;
  std::int32_t edges = 0;
  std::int32_t flat = 0;
};

}  // namespace sweepkit::bindings
