#pragma once
/// @file
/// Bounding volumes of shapes, for the broadphase: the box of a shape, that box swept by a motion, a
/// sphere around a shape, and a shape's thinnest width. Inline: the World calls them once per body per step.

#include <algorithm>
#include <cmath>
#include <limits>

#include "sweepkit/math/min_max.hpp"
#include "sweepkit/shapes/shape.hpp"

namespace sweepkit {

/// The smallest axis-aligned box holding a bounded shape: a sphere's centre ± radius, a capsule's segment
/// box grown by its radius, an Aabb itself. A plane is unbounded and has no box: it gives `Aabb{}` (the point
/// box at the origin); callers keep planes aside.
inline Aabb bounds_of(const Shape& shape) {
  struct Visitor {
    Aabb operator()(const Sphere& s) const {
      const Vec3 r{s.radius, s.radius, s.radius};
      return {s.center - r, s.center + r};
    }
    Aabb operator()(const Capsule& c) const {
      const Vec3 r{c.radius, c.radius, c.radius};
      const Vec3 lo{std::min(c.start.x, c.end.x), std::min(c.start.y, c.end.y), std::min(c.start.z, c.end.z)};
      const Vec3 hi{std::max(c.start.x, c.end.x), std::max(c.start.y, c.end.y), std::max(c.start.z, c.end.z)};
      return {lo - r, hi + r};
    }
    Aabb operator()(const Aabb& b) const { return b; }
    Aabb operator()(const Plane&) const { return {}; }
    // |R|·h: the box's extent along each world axis (Ericson, Real-Time Collision Detection §4.2.6).
    Aabb operator()(const Obb& b) const {
      const Vec3 e = abs_of(b.rotation) * b.half_size;
      return {b.center - e, b.center + e};
    }
    // The box of the rotated vertices: exact, one pass over the hull's corners.
    Aabb operator()(const ConvexHullShape& h) const {
      if (h.hull == nullptr || h.hull->vertices.empty()) return {h.position, h.position};
      Vec3 lo{std::numeric_limits<Real>::max(), std::numeric_limits<Real>::max(), std::numeric_limits<Real>::max()};
      Vec3 hi = -lo;
      for (const Vec3 v : h.hull->vertices) {
        const Vec3 w = h.rotation * v;
        lo = {min_of(lo.x, w.x), min_of(lo.y, w.y), min_of(lo.z, w.z)};
        hi = {max_of(hi.x, w.x), max_of(hi.y, w.y), max_of(hi.z, w.z)};
      }
      return {h.position + lo, h.position + hi};
    }
    // Unrotated: the local box moved, exactly as the vertices are. Rotated: the box of the rotated local box,
    // |R|·half about the rotated centre (as an Obb's): not the tightest box of the rotated triangles, but a bound of
    // them in O(1).
    Aabb operator()(const TriangleMeshShape& m) const {
      if (m.mesh == nullptr) return {m.position, m.position};
      const Aabb local = local_bounds(*m.mesh);
      if (is_identity(m.rotation)) return {m.position + local.min, m.position + local.max};
      const Vec3 half = (local.max - local.min) * Real(0.5);
      const Vec3 c = m.position + m.rotation * (local.min + half);
      const Vec3 e = abs_of(m.rotation) * half;
      return {c - e, c + e};
    }
  };
  return visit_shape(Visitor{}, shape);
}

/// `box` grown to hold itself moved by `d` as well (the box swept over a frame whose motion is `d`), per
/// axis min(box.min, box.min + d) and max(box.max, box.max + d). min_of / max_of, not std::min / std::max:
/// V8 compiles a float select to a branch, which mispredicts on random motion (min_max.hpp).
inline Aabb swept_box(const Aabb& box, Vec3 d) {
  return {{min_of(box.min.x, box.min.x + d.x), min_of(box.min.y, box.min.y + d.y), min_of(box.min.z, box.min.z + d.z)},
          {max_of(box.max.x, box.max.x + d.x), max_of(box.max.y, box.max.y + d.y), max_of(box.max.z, box.max.z + d.z)}};
}

/// The box a shape stays inside over a frame in which it moves by `linear` and turns by the rotation vector
/// `angular` about its centre (`turned`: `end` is `turned(start, linear, angular)`): every point p of the shape
/// follows c + t·linear + R(t·angular)(p − c). Its distance from the straight path between its ends,
/// p(0) + t·(p(1) − p(0)), is that of a point on an arc of radius r = |p − c| (at most) from the point at the same
/// fraction of the arc's chord: largest at t = ½, r·(1 − cos(θ/2)) ≤ r·θ²/8 for a turn θ = |angular| ≤ π. So the box
/// of `start` and `end` together, grown by r·θ²/8 for the furthest point (turning_bounds' radius) and a rounding
/// margin, holds the whole motion; a turn past π gets the turning sphere swept by `linear`. Tighter than the sphere
/// for the small turns of a frame (0.1 rad: a bulge of 0.00125 radii), so fewer pairs reach the narrowphase.
inline Aabb turning_swept_box(const Shape& start, const Shape& end, Vec3 angular) {
  const Sphere reach = turning_bounds(start);
  const Real theta = length(angular);
  const Vec3 end_center = turning_bounds(end).center;
  if (!(theta <= Real(3.14159265358979))) {
    const Vec3 r{reach.radius, reach.radius, reach.radius};
    return swept_box({reach.center - r, reach.center + r}, end_center - reach.center);
  }
  const Aabb a = bounds_of(start);
  const Aabb b = bounds_of(end);
  // The margin covers the rounding of `end`'s rotation (re-normalised: a few ulp of the radius) and of the
  // coordinates themselves (a few ulp of the box's corners).
  const Real coordinate = std::max({std::fabs(a.min.x), std::fabs(a.min.y), std::fabs(a.min.z), std::fabs(a.max.x),
                                    std::fabs(a.max.y), std::fabs(a.max.z), std::fabs(b.min.x), std::fabs(b.min.y),
                                    std::fabs(b.min.z), std::fabs(b.max.x), std::fabs(b.max.y), std::fabs(b.max.z)});
  const Real eps = std::numeric_limits<Real>::epsilon();
  const Real grow = reach.radius * (theta * theta * Real(0.125) + 16 * eps) + 4 * eps * coordinate;
  const Vec3 g{grow, grow, grow};
  return {Vec3{min_of(a.min.x, b.min.x), min_of(a.min.y, b.min.y), min_of(a.min.z, b.min.z)} - g,
          Vec3{max_of(a.max.x, b.max.x), max_of(a.max.y, b.max.y), max_of(a.max.z, b.max.z)} + g};
}

/// A sphere holding a bounded shape: a sphere is its own; any other shape gets the sphere around its box
/// (centre min + half the diagonal, radius the half diagonal's length). Not the smallest for a capsule.
inline Sphere bounding_sphere(const Shape& shape) {
  if (const Sphere* s = std::get_if<Sphere>(&shape)) return *s;
  const Aabb b = bounds_of(shape);
  const Vec3 half = (b.max - b.min) * Real(0.5);
  return {b.min + half, length(half)};
}

/// The shape's smallest width: a sphere's or capsule's diameter, an Aabb's shortest side; +infinity for a
/// plane; 0 for a mesh (its sweeps are exact per triangle, never sampled).
/// The World samples pairs without an exact sweep at steps of half the thinner body's thickness.
inline Real thickness(const Shape& shape) {
  struct Visitor {
    Real operator()(const Sphere& s) const { return 2 * s.radius; }
    Real operator()(const Capsule& c) const { return 2 * c.radius; }
    Real operator()(const Aabb& b) const { return std::min({b.max.x - b.min.x, b.max.y - b.min.y, b.max.z - b.min.z}); }
    Real operator()(const Plane&) const { return std::numeric_limits<Real>::infinity(); }
    Real operator()(const Obb& b) const { return 2 * std::min({b.half_size.x, b.half_size.y, b.half_size.z}); }
    // A hull's width across each face (the face's plane to the furthest vertex behind it), the least of them:
    // exact for boxes and prisms; edge-to-edge widths of other hulls can be smaller. 0 for a flat hull.
    Real operator()(const ConvexHullShape& h) const {
      if (h.hull == nullptr || h.hull->flat) return 0;
      Real least = std::numeric_limits<Real>::infinity();
      for (const HullFace& f : h.hull->faces) {
        Real deepest = 0;
        for (const Vec3 v : h.hull->vertices) deepest = min_of(deepest, dot(f.normal, v) + f.constant);
        least = min_of(least, -deepest);
      }
      return least;
    }
    Real operator()(const TriangleMeshShape&) const { return 0; }  // a surface: no width
  };
  return visit_shape(Visitor{}, shape);
}

}  // namespace sweepkit
