#include "sweepkit/world/character.hpp"

#include <algorithm>
#include <cmath>
#include <vector>

#include "../validate.hpp"
#include "sweepkit/query/dispatch.hpp"

namespace sweepkit {

namespace {

Real skin_of(const Sphere& s, const SlideSettings& settings) {
  return std::max(settings.skin, Real(1e-3) * s.radius);
}

// |v|² below this (length²) is no motion: 1e-12 = a micrometre squared, far below any skin.
constexpr Real kNoMotionSquared = Real(1e-12);

// Pushes `s` out of the bodies it overlaps; returns how many contacts it resolved.
std::uint32_t separate(const World& world, Sphere& s, const QueryFilter& filter, Real skin, SlideResult& out) {
  std::vector<BodyHandle> bodies;
  std::uint32_t resolved = 0;
  for (int pass = 0; pass < 4; ++pass) {
    world.overlap(s, filter, bodies);
    bool moved = false;
    for (const BodyHandle b : bodies) {
      const Contact c = contact(s, world.body(b).shape);
      if (!c.hit()) continue;  // an earlier push in this pass already freed it
      s.center = s.center - (c.depth + skin) * c.normal;
      out.normal = c.normal;
      out.body = b;
      ++resolved;
      moved = true;
    }
    if (!moved) break;
  }
  return resolved;
}

}  // namespace

SlideResult push_out_sphere(const World& world, const Sphere& sphere, const QueryFilter& filter,
                            const SlideSettings& settings) {
  SlideResult out;
  if (detail::reject(out, detail::check(sphere), 0)) return out;
  Sphere s = sphere;
  out.collisions = separate(world, s, filter, skin_of(sphere, settings), out);
  out.status = out.collisions ? Status::hit : Status::miss;
  out.position = s.center;
  return out;
}

SlideResult move_and_slide(const World& world, const Sphere& sphere, Vec3 displacement, const QueryFilter& filter,
                           const SlideSettings& settings) {
  SlideResult out;
  if (detail::reject(out, detail::check(sphere), 0) ||
      detail::reject(out, detail::check_vector(displacement), 1)) {
    return out;
  }
  const Real skin = skin_of(sphere, settings);
  Sphere s = sphere;
  out.collisions = separate(world, s, filter, skin, out);

  Vec3 remaining = displacement;
  Vec3 first_normal{};  // the surface of the current crease, if any
  std::uint32_t planes = 0;
  for (std::uint32_t leg = 0; leg < settings.max_iterations; ++leg) {
    const Real len2 = length_squared(remaining);
    if (len2 <= kNoMotionSquared) {
      remaining = {};
      break;
    }
    const WorldSweepHit h = world.cast_closest(s, remaining, filter);
    if (!h.hit.hit()) {
      s.center = s.center + remaining;
      remaining = {};
      break;
    }
    const Vec3 n = h.hit.normal;
    ++out.collisions;
    out.normal = n;
    out.body = h.body;
    if (h.hit.status == Status::initial_overlap) {
      // Touching at the start of the leg (the skin was eaten by rounding): step back off the surface.
      const Contact c = contact(s, world.body(h.body).shape);
      s.center = s.center - ((c.hit() ? c.depth : Real(0)) + skin) * n;
    } else {
      // Up to the contact, less the skin along the motion; never backwards.
      const Real len = std::sqrt(len2);
      const Real travel = std::max(Real(0), h.hit.t * len - skin);
      s.center = s.center + remaining * (travel / len);
      remaining = remaining * (Real(1) - h.hit.t);
    }
    // Slide: drop the part of the motion into the surface (n points into it).
    const Real into = dot(remaining, n);
    if (into > 0) remaining = remaining - into * n;
    if (planes == 1 && dot(remaining, first_normal) > 0) {
      // Sliding along the second surface runs into the first: follow their crease.
      const Vec3 crease = cross(first_normal, n);
      const Real c2 = length_squared(crease);
      remaining = c2 > kZeroLengthSquared ? crease * (dot(remaining, crease) / c2) : Vec3{};
    } else if (planes >= 2 && dot(remaining, first_normal) > 0) {
      remaining = {};  // a corner of three surfaces: stop
    }
    if (planes == 0) first_normal = n;
    ++planes;
  }
  // Motion left when the legs ran out is dropped: stopping short is safe, going on untested is not.
  out.position = s.center;
  out.status = out.collisions ? Status::hit : Status::miss;
  return out;
}

}  // namespace sweepkit
