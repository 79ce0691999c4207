// The step-through traces of the convex algorithms (sk.traceGjk, sk.traceTimeOfImpact in bindings/js/trace.js):
// the core runs them (query/convex_trace.hpp: its own GJK, EPA and conservative advancement on its own proxies, in
// the canonical order the dispatch uses, with the inputs checked as the generic queries check them), and their
// trace structs (GjkTrace, EpaTrace, ToiTrace) are mapped to JS objects here and nowhere else. Shapes arrive as
// their tag and generated words (read_shape).
// Speed does not matter here (a playground view): embind and emscripten::val, not the raw result buffer.

#include <emscripten/bind.h>
#include <emscripten/val.h>

#include <cmath>
#include <type_traits>
#include <utility>
#include <vector>

#include "generated_enum_names.hpp"
#include "generated_shape_io.hpp"
#include "js_values.hpp"
#include "sweepkit/query/convex_trace.hpp"

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

/// A shape read from its tag and words (the core checks its fields), or shape_type_invalid for an unknown tag.
struct ReadShape {
  sk::Shape shape;
  sk::InputError error = sk::InputError::none;
};

ReadShape read(int tag, const val& words) {
  ReadShape out;
  const std::vector<float> f = emscripten::convertJSArrayToNumberVector<float>(words);
  if (f.size() < static_cast<std::size_t>(sk::bindings::kShapeWords) || !sk::bindings::read_shape(tag, f.data(), out.shape)) {
    out.error = sk::InputError::shape_type_invalid;
  }
  return out;
}

// ---- GJK / EPA ----

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

val js_gjk(const sk::ContactConvexRecord& run, bool mirror) {
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

val js_epa(const sk::ContactConvexRecord& run, bool mirror) {
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

/// The answer of the trace in the caller's order (its contact already is; the record's parts are mirrored here).
val js_contact_trace(const sk::ConvexContactTrace& trace) {
  const sk::ContactConvexRecord& run = trace.record;
  const bool mirror = trace.mirrored;
  const sk::Contact& c = trace.contact;
  val out = val::object();
  const bool overlapping = c.hit();
  out.set("overlapping", overlapping);
  if (overlapping) {
    out.set("distance", 0.0);
    out.set("pointA", js_vec(c.point_a));
    out.set("pointB", js_vec(c.point_b));
    out.set("normal", js_vec(c.normal));
    out.set("depth", js_real(c.depth));
  } else {
    // Apart: the closest points of the two surfaces (each core's point moved by its radius towards the other).
    const sk::Vec3 n = run.gjk.normal;
    sk::Vec3 point_a = run.gjk.point_a + n * trace.radius_a;
    sk::Vec3 point_b = run.gjk.point_b - n * trace.radius_b;
    if (mirror) std::swap(point_a, point_b);
    out.set("distance", js_real(run.gjk.distance - trace.radius_a - trace.radius_b));
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
  const sk::ConvexContactTrace trace = sk::trace_contact_convex(a.shape, b.shape);
  if (trace.contact.status == sk::Status::invalid_input) return input_error(trace.contact.error, trace.contact.error_argument);
  if (!trace.supported) return unsupported();
  return js_contact_trace(trace);
}

// ---- conservative advancement ----

sk::Motion read_motion(const val& words) {
  const std::vector<float> f = emscripten::convertJSArrayToNumberVector<float>(words);
  if (f.size() < 6) return {{NAN, NAN, NAN}, {}};
  return {{f[0], f[1], f[2]}, {f[3], f[4], f[5]}};
}

/// The time of impact with its trace, in the caller's order (the trace's are mirrored here when it ran as (B, A)).
val js_toi(const sk::ConvexSweepTrace& trace) {
  const bool mirror = trace.mirrored;
  const sk::SweepHit& h = trace.hit;
  const sk::Real ra = trace.radius_a, rb = trace.radius_b;
  val steps = val::array();
  for (const sk::ToiTraceStep& s : trace.trace.steps) {
    // The surfaces' closest points: each core's point moved by its radius towards the other's (run order).
    sk::Vec3 core_a = s.point_a, core_b = s.point_b;
    const sk::Vec3 d = core_b - core_a;
    const sk::Real len = sk::length(d);
    if (len > 0) {
      core_a = core_a + d * (ra / len);
      core_b = core_b - d * (rb / len);
    }
    if (mirror) std::swap(core_a, core_b);
    val step = val::object();
    step.set("t", js_real(s.t));
    step.set("distance", js_real(s.distance));
    step.set("pointA", js_vec(core_a));
    step.set("pointB", js_vec(core_b));
    steps.call<void>("push", step);
  }
  val out = val::object();
  out.set("hit", h.status == sk::Status::hit || h.status == sk::Status::initial_overlap);
  out.set("status", sk::bindings::js_name(h.status));
  out.set("t", js_real(h.t));
  out.set("normal", js_vec(h.normal, mirror ? -1 : 1));
  out.set("point", js_vec(h.point));
  out.set("iterations", trace.iterations);
  out.set("steps", steps);
  return out;
}

/// sk.traceTimeOfImpact(shapeA, motionA, shapeB, motionB): see bindings/js/trace.d.ts. The errors are
/// sweep_rotating's, by its argument numbers (0 a, 1 motion a, 2 b, 3 motion b).
val trace_time_of_impact(int tag_a, val words_a, val motion_a, int tag_b, val words_b, val motion_b) {
  const ReadShape a = read(tag_a, words_a);
  if (a.error != sk::InputError::none) return input_error(a.error, 0);
  const ReadShape b = read(tag_b, words_b);
  if (b.error != sk::InputError::none) return input_error(b.error, 2);
  const sk::ConvexSweepTrace trace = sk::trace_time_of_impact_convex(a.shape, read_motion(motion_a), b.shape, read_motion(motion_b));
  if (trace.hit.status == sk::Status::invalid_input) return input_error(trace.hit.error, trace.hit.error_argument);
  if (!trace.supported) return unsupported();
  return js_toi(trace);
}

}  // namespace

EMSCRIPTEN_BINDINGS(sweepkit_trace) {
  emscripten::function("traceGjk", &trace_gjk);
  emscripten::function("traceTimeOfImpact", &trace_time_of_impact);
}
