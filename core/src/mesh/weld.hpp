#pragma once
// Vertex welding through a hash grid. Private to core/src/mesh.

#include <cstdint>
#include <span>
#include <vector>

#include "sweepkit/math/vec3.hpp"

namespace sweepkit::detail {

/// For each point, the index of the point it merges into: the earliest kept point (one that merged into no
/// earlier point) within Euclidean distance `tolerance`, or itself. representative[i] <= i.
/// Grid cells are 8 tolerances wide, so a point's tolerance ball meets at most 8 cells: its own and, along each
/// axis, the neighbour on a side it lies within a tolerance of (usually none). With tolerance 0 only equal points
/// merge.
/// @param scale  an upper bound of every |coordinate| (sizes the cells so that cell coordinates fit 31 bits).
std::vector<std::uint32_t> weld_points(std::span<const Vec3> points, Real tolerance, Real scale);

}  // namespace sweepkit::detail
