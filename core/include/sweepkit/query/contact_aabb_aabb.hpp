#pragma once
/// @file
/// Discrete contact between two axis-aligned boxes.

#include "sweepkit/results/contact.hpp"
#include "sweepkit/shapes/aabb.hpp"

namespace sweepkit {

/// Whether boxes a and b touch or overlap now, and the contact along their axis of least penetration.
///
/// On each axis B separates from A by moving a.max - b.min along +axis or b.max - a.min along -axis; the
/// shorter one is towards B's side of A's centre (B's centre at or beyond A's: +). The axis with the
/// least of these depths gives the normal; ties between axes go to x, then y, then z. These rules are
/// applied with the boxes in a canonical order (the lexicographic order of min, max), and the answer mirrored when a is
/// the second: contact(b, a) is contact(a, b) with the normal negated and the points swapped, exactly,
/// also when B is centred on A (equal boxes give one answer both ways).
///
/// @param a  first box (min <= max on every axis; flat and point boxes are valid; length units).
/// @param b  second box.
/// @return `hit` when the boxes' intervals overlap or meet on all three axes (touching counts, depth 0):
///   normal = ±x, ±y or ±z as above, depth = that shortest separating distance (length units).
///   point_a lies on A's face across the normal axis that faces B (a.max on it for a + normal, a.min for -),
///   point_b on B's face that faces A (b.min for +, b.max for -); in the other two axes both sit at the centre
///   of the boxes' overlap region, so point_a - point_b = depth * normal. (When one box spans the other on
///   the normal axis, a face need not lie inside the other box; the points are still on the faces.)
///   `miss` otherwise (depth 0, vectors zero).
///   `invalid_input` for a non-finite corner or min > max on some axis (argument 0 = a, 1 = b).
///
/// Source: shared reference 003 (AABB / AABB, least-penetration axis), with points on the faces instead of
/// the box origins; Ericson, Real-Time Collision Detection §4.2.1.
Contact contact_aabb_aabb(const Aabb& a, const Aabb& b);

}  // namespace sweepkit
