#pragma once
// A World body as WorldBinding::readBody (world.cpp) leaves it in the output buffer for bindings/js/world_results.js:
// the BodyAnswer record of bindings/schema.js, whose offsets and size generated_queries.cpp static_asserts.

#include <cstdint>

#include "generated_shape_io.hpp"

namespace sweepkit::bindings {

/// The body's shape (its ShapeType tag and write_shape's words, read by the schema's SHAPE_FIELDS), its displacement
/// this step, its BodyKind, collision layer and mask (uint32 bits) and whether it is a sensor (0 or 1).
struct BodyAnswer {
  std::int32_t type = 0;
  float shape[kShapeWords] = {};
  float displacement[3] = {};
  std::int32_t kind = 0;
  std::uint32_t layer = 0;
  std::uint32_t mask = 0;
  std::int32_t sensor = 0;
};

}  // namespace sweepkit::bindings
