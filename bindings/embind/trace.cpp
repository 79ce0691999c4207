// The step-through traces of the convex algorithms (sk.traceGjk, sk.traceTimeOfImpact in bindings/js/trace.js):
// the core's own GJK, EPA and conservative advancement run on the core's own proxies, in the canonical argument
// order the dispatch uses (so the computation is exactly sk.contact's and sk.sweep's for the pairs they send
// there), and their trace structs (GjkTrace, EpaTrace, ToiTrace) mapped to JS objects here and nowhere else.
// Shapes arrive as their tag and generated words (read_shape) and are checked as the generic queries check them.
// Speed does not matter here (a playground view): embind and emscripten::val, not the raw result buffer.

#include <emscripten/bind.h>
#include <emscripten/val.h>

#include <cmath>
#include <type_traits>
#include <utility>
#include <vector>

#include "../../core/src/convex/convex_checks.hpp"  // unit_pose, unit_normal: as contact_convex uses them
#include "../../core/src/query/convex_pair.hpp"     // posed_proxy, convex_canonical: as the dispatch uses them
#include "generated_shape_io.hpp"
#include "js_values.hpp"
#include "sweepkit/convex/epa.hpp"
#include "sweepkit/convex/gjk.hpp"
#include "sweepkit/convex/time_of_impact.hpp"

namespace sk = sweepkit;
using emscripten::val;

namespace {

// ---- JS values ----

using sk::bindings::js_real;
using sk::bindings::js_vec;

/// The invalid_input answer JS turns into the generic queries' RangeError: {error, argument}.
val input_error(sk::InputError error, int argument) {
  val o = val::object();
  o.set("error", static_cast<int>(error));
  o.set("argument", argument);
  return o;
}

/// The answer for a pair without a trace (a plane): {unsupported: true}; JS names the pair.
val unsupported() {
  val o = val::object();
  o.set("unsupported", true);
  return o;
}

const char* status_name(sk::Status s) {
  switch (s) {
    case sk::Status::hit: return "hit";
    case sk::Status::initial_overlap: return "initialOverlap";
    default: return "miss";
  }
}

const char* termination_name(sk::GjkTermination t) {
  switch (t) {
    case sk::GjkTermination::converged: return "converged";
    case sk::GjkTermination::duplicate_support: return "duplicateSupport";
    case sk::GjkTermination::no_progress: return "noProgress";
    case sk::GjkTermination::overlap: return "overlap";
    default: return "maxIterations";
  }
}

const char* epa_shape_name(sk::EpaShape s) {
  switch (s) {
    case sk::EpaShape::solid: return "solid";
    case sk::EpaShape::flat: return "flat";
    case sk::EpaShape::segment: return "segment";
    default: return "point";
  }
}

/// A shape read from its tag and words, or the invalid_input error the generic queries give for it.
struct ReadShape {
  sk::Shape shape;
  sk::InputError error = sk::InputError::none;
};

ReadShape read(int tag, const val& words) {
  ReadShape out;
  const std::vector<float> f = emscripten::convertJSArrayToNumberVector<float>(words);
  if (f.size() < static_cast<std::size_t>(sk::bindings::kShapeWords) || !sk::bindings::read_shape(tag, f.data(), out.shape)) {
    out.error = sk::InputError::shape_type_invalid;
    return out;
  }
  out.error = sk::visit_shape([](const auto& s) { return sk::detail::check(s); }, out.shape);
  return out;
}

// ---- GJK / EPA ----

/// One run of contact_convex's computation with its traces, in the canonical order of the pair.
struct GjkEpaRun {
  sk::GjkResult gjk;
  sk::EpaResult epa;
  bool has_epa = false;
  sk::GjkTrace gjk_trace;
  sk::EpaTrace epa_trace;
  sk::Contact contact;  ///< contact_convex's answer (status miss when apart beyond the radii).
  sk::Real radius_a = 0, radius_b = 0;
};

/// contact_convex (core/src/convex/contact_convex.cpp) step for step, with the traces passed: the same poses
/// normalised the same way, the same GJK and EPA calls, the same normal and points.
GjkEpaRun run_gjk_epa(const sk::PosedProxy& a, const sk::PosedProxy& b) {
  GjkEpaRun run;
  run.radius_a = a.proxy.radius;
  run.radius_b = b.proxy.radius;
  const sk::Pose pa = sk::detail::unit_pose(a.pose);
  const sk::Pose pb = sk::detail::unit_pose(b.pose);
  const sk::Real radii = a.proxy.radius + b.proxy.radius;
  run.gjk = sk::gjk_distance(a.proxy, pa, b.proxy, pb, &run.gjk_trace);
  if (!run.gjk.overlap) {
    if (run.gjk.distance > radii) return run;
    const sk::Vec3 n = sk::detail::unit_normal(run.gjk.normal, pb.position - pa.position);
    const sk::Vec3 point_a = run.gjk.point_a + n * a.proxy.radius;
    run.contact = sk::detail::make_contact(n, radii - run.gjk.distance, point_a, point_a - n * (radii - run.gjk.distance));
    return run;
  }
  run.epa = sk::epa_penetration(a.proxy, pa, b.proxy, pb, run.gjk, &run.epa_trace);
  run.has_epa = true;
  const sk::Real depth = run.epa.depth + radii;
  const sk::Vec3 n = sk::detail::unit_normal(run.epa.normal, pb.position - pa.position);
  const sk::Vec3 point_a = run.epa.point_a + n * a.proxy.radius;
  run.contact = sk::detail::make_contact(n, depth, point_a, point_a - n * depth);
  return run;
}

/// A simplex vertex in the caller's order: `mirror` when the run was (B, A), so B − A is minus the run's.
val js_vertex(const sk::SimplexVertex& v, bool mirror) {
  val o = val::object();
  o.set("pointA", js_vec(mirror ? v.point_b : v.point_a));
  o.set("pointB", js_vec(mirror ? v.point_a : v.point_b));
  o.set("w", js_vec(v.w, mirror ? -1 : 1));
  o.set("weight", js_real(v.weight));
  return o;
}

/// {steps, iterations}: what the GJK and EPA parts of the answer start from.
val algorithm_run(const val& steps, int iterations) {
  val o = val::object();
  o.set("steps", steps);
  o.set("iterations", iterations);
  return o;
}

val js_gjk(const GjkEpaRun& run, bool mirror) {
  const sk::Real sign = mirror ? -1 : 1;
  val steps = val::array();
  const std::size_t count = run.gjk_trace.steps.size();
  for (std::size_t i = 0; i < count; ++i) {
    const sk::GjkTraceStep& s = run.gjk_trace.steps[i];
    val step = val::object();
    val simplex = val::array();
    sk::Vec3 closest = s.closest;
    const bool restored = i + 1 == count && run.gjk.termination == sk::GjkTermination::no_progress;
    if (restored) closest = {};  // the core leaves it zero when it goes back to the previous simplex: Σ weight·w
    for (int k = 0; k < s.simplex.count; ++k) {
      simplex.call<void>("push", js_vertex(s.simplex.vertices[k], mirror));
      if (restored) closest = closest + s.simplex.vertices[k].w * s.simplex.vertices[k].weight;
    }
    step.set("simplex", simplex);
    step.set("closest", js_vec(closest, sign));
    const bool queried = s.search_direction.x != 0 || s.search_direction.y != 0 || s.search_direction.z != 0;
    step.set("direction", queried ? js_vec(s.search_direction, sign) : val::null());
    step.set("support", queried ? js_vec(s.support, sign) : val::null());
    steps.call<void>("push", step);
  }
  val gjk = algorithm_run(steps, run.gjk.iterations);
  gjk.set("distance", js_real(run.gjk.distance));
  gjk.set("termination", termination_name(run.gjk.termination));
  return gjk;
}

/// The distance from the origin to the plane of triangle (p0, p1, p2), wound outwards (0 for a sliver).
sk::Real face_distance(sk::Vec3 p0, sk::Vec3 p1, sk::Vec3 p2) {
  const sk::Vec3 n = sk::cross(p1 - p0, p2 - p0);
  const sk::Real len = sk::length(n);
  return len > 0 ? sk::dot(n, p0) / len : sk::Real(0);
}

val js_epa(const GjkEpaRun& run, bool mirror) {
  if (!run.has_epa) return val::null();
  const sk::Real sign = mirror ? -1 : 1;
  val steps = val::array();
  for (const sk::EpaTraceStep& s : run.epa_trace.steps) {
    val triangles = val::array();
    for (std::size_t f = 0; f + 2 < s.triangles.size(); f += 3) {
      // Negating B − A turns the faces inside out: swap two corners to keep them wound outwards.
      const sk::Vec3& p0 = s.triangles[f];
      const sk::Vec3& p1 = s.triangles[mirror ? f + 2 : f + 1];
      const sk::Vec3& p2 = s.triangles[mirror ? f + 1 : f + 2];
      val t = val::array();
      t.call<void>("push", js_vec(p0, sign));
      t.call<void>("push", js_vec(p1, sign));
      t.call<void>("push", js_vec(p2, sign));
      triangles.call<void>("push", t);
    }
    const std::size_t c = static_cast<std::size_t>(s.closest_face) * 3;
    val step = val::object();
    step.set("triangles", triangles);
    step.set("closestFace", s.closest_face);
    step.set("distance", c + 2 < s.triangles.size()
                             ? js_real(face_distance(s.triangles[c], s.triangles[c + 1], s.triangles[c + 2]))
                             : 0.0);
    step.set("support", js_vec(s.support, sign));
    steps.call<void>("push", step);
  }
  val epa = algorithm_run(steps, run.epa.iterations);
  epa.set("depth", js_real(run.epa.depth));
  epa.set("shape", epa_shape_name(run.epa.shape));
  return epa;
}

/// The answer of the run in the caller's order (mirror: the run was (B, A)).
val js_contact_trace(const GjkEpaRun& run, bool mirror) {
  sk::Contact c = run.contact;
  val out = val::object();
  const bool overlapping = c.hit();
  out.set("overlapping", overlapping);
  if (overlapping) {
    if (mirror) c = sk::detail::mirrored(c);
    out.set("distance", 0.0);
    out.set("pointA", js_vec(c.point_a));
    out.set("pointB", js_vec(c.point_b));
    out.set("normal", js_vec(c.normal));
    out.set("depth", js_real(c.depth));
  } else {
    // Apart: the closest points of the two surfaces (each core's point moved by its radius towards the other).
    const sk::Vec3 n = run.gjk.normal;
    sk::Vec3 point_a = run.gjk.point_a + n * run.radius_a;
    sk::Vec3 point_b = run.gjk.point_b - n * run.radius_b;
    if (mirror) std::swap(point_a, point_b);
    out.set("distance", js_real(run.gjk.distance - run.radius_a - run.radius_b));
    out.set("pointA", js_vec(point_a));
    out.set("pointB", js_vec(point_b));
    out.set("normal", js_vec(n, mirror ? -1 : 1));
  }
  out.set("gjk", js_gjk(run, mirror));
  out.set("epa", js_epa(run, mirror));
  return out;
}

/// sk.traceGjk(shapeA, shapeB): see bindings/js/trace.d.ts.
val trace_gjk(int tag_a, val words_a, int tag_b, val words_b) {
  const ReadShape a = read(tag_a, words_a);
  if (a.error != sk::InputError::none) return input_error(a.error, 0);
  const ReadShape b = read(tag_b, words_b);
  if (b.error != sk::InputError::none) return input_error(b.error, 1);
  return sk::visit_shapes(
      [](const auto& sa, const auto& sb) -> val {
        using A = std::decay_t<decltype(sa)>;
        using B = std::decay_t<decltype(sb)>;
        if constexpr (sk::detail::ConvexShape<A> && sk::detail::ConvexShape<B>) {
          // contact_convex_shapes' order: the canonical one, mirrored back.
          const bool mirror = !sk::detail::convex_canonical(sa, sb);
          const GjkEpaRun run = mirror ? run_gjk_epa(sk::detail::posed_proxy(sb), sk::detail::posed_proxy(sa))
                                       : run_gjk_epa(sk::detail::posed_proxy(sa), sk::detail::posed_proxy(sb));
          return js_contact_trace(run, mirror);
        } else {
          return unsupported();
        }
      },
      a.shape, b.shape);
}

// ---- conservative advancement ----

sk::InputError check_motion(const sk::Motion& m) {
  const sk::InputError e = sk::detail::check_vector(m.linear);
  return e != sk::InputError::none ? e : sk::detail::check_vector(m.angular);
}

sk::Motion read_motion(const val& words) {
  const std::vector<float> f = emscripten::convertJSArrayToNumberVector<float>(words);
  if (f.size() < 6) return {{NAN, NAN, NAN}, {}};
  return {{f[0], f[1], f[2]}, {f[3], f[4], f[5]}};
}

/// Whether sweep_rotating counts the shape as turning (a sphere turning about its centre does not).
bool turns(const sk::Shape& s, const sk::Motion& m) {
  return !std::holds_alternative<sk::Sphere>(s) && (m.angular.x != 0 || m.angular.y != 0 || m.angular.z != 0);
}

/// time_of_impact with its trace, in the caller's order (mirror: run as (B, A), as sweep_turning_shapes and
/// sweep_convex_shapes do when (A, B) is not canonical).
val js_toi(const sk::PosedProxy& a, const sk::Motion& ma, const sk::PosedProxy& b, const sk::Motion& mb,
           bool mirror) {
  sk::ToiTrace trace;
  int iterations = 0;
  const sk::SweepHit h = mirror ? sk::time_of_impact(b.proxy, b.pose, mb, a.proxy, a.pose, ma, &iterations, &trace)
                                : sk::time_of_impact(a.proxy, a.pose, ma, b.proxy, b.pose, mb, &iterations, &trace);
  const sk::Real ra = a.proxy.radius, rb = b.proxy.radius;
  val steps = val::array();
  for (const sk::ToiTraceStep& s : trace.steps) {
    sk::Vec3 core_a = mirror ? s.point_b : s.point_a;
    sk::Vec3 core_b = mirror ? s.point_a : s.point_b;
    // The surfaces' closest points: each core's point moved by its radius towards the other's.
    const sk::Vec3 d = core_b - core_a;
    const sk::Real len = sk::length(d);
    if (len > 0) {
      core_a = core_a + d * (ra / len);
      core_b = core_b - d * (rb / len);
    }
    val step = val::object();
    step.set("t", js_real(s.t));
    step.set("distance", js_real(s.distance));
    step.set("pointA", js_vec(core_a));
    step.set("pointB", js_vec(core_b));
    steps.call<void>("push", step);
  }
  val out = val::object();
  out.set("hit", h.status == sk::Status::hit || h.status == sk::Status::initial_overlap);
  out.set("status", status_name(h.status));
  out.set("t", js_real(h.t));
  out.set("normal", js_vec(h.normal, mirror ? -1 : 1));
  out.set("point", js_vec(h.point));
  out.set("iterations", iterations);
  out.set("steps", steps);
  return out;
}

/// sk.traceTimeOfImpact(shapeA, motionA, shapeB, motionB): see bindings/js/trace.d.ts. The errors are
/// sweep_rotating's, by its argument numbers (0 a, 1 motion a, 2 b, 3 motion b).
val trace_time_of_impact(int tag_a, val words_a, val motion_a, int tag_b, val words_b, val motion_b) {
  const ReadShape a = read(tag_a, words_a);
  if (a.error != sk::InputError::none) return input_error(a.error, 0);
  sk::Motion ma = read_motion(motion_a);
  if (const sk::InputError e = check_motion(ma); e != sk::InputError::none) return input_error(e, 1);
  const ReadShape b = read(tag_b, words_b);
  if (b.error != sk::InputError::none) return input_error(b.error, 2);
  sk::Motion mb = read_motion(motion_b);
  if (const sk::InputError e = check_motion(mb); e != sk::InputError::none) return input_error(e, 3);
  if (!turns(a.shape, ma) && !turns(b.shape, mb)) {
    ma.angular = {};  // sweep_rotating's translation path: the angular parts are dropped
    mb.angular = {};
  }
  return sk::visit_shapes(
      [&](const auto& sa, const auto& sb) -> val {
        using A = std::decay_t<decltype(sa)>;
        using B = std::decay_t<decltype(sb)>;
        if constexpr (sk::detail::ConvexShape<A> && sk::detail::ConvexShape<B>) {
          return js_toi(sk::detail::posed_proxy(sa), ma, sk::detail::posed_proxy(sb), mb,
                        !sk::detail::convex_canonical(sa, sb));
        } else {
          return unsupported();
        }
      },
      a.shape, b.shape);
}

}  // namespace

EMSCRIPTEN_BINDINGS(sweepkit_trace) {
  emscripten::function("traceGjk", &trace_gjk);
  emscripten::function("traceTimeOfImpact", &trace_time_of_impact);
}
