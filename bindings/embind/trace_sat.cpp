// sk.traceSat: the separating axis test of two oriented boxes, axis by axis (trace_sat_obb_obb), for the
// playground's step-through. The one place that maps SatTrace to JS: built here as plain objects with
// emscripten::val (a scene calls it once per frame, so embind's per-call cost does not matter). The boxes arrive
// as the generic queries' shape words (bindings/js/trace_sat.js packs them with packShape).

#include <emscripten/bind.h>
#include <emscripten/val.h>

#include <variant>

#include "generated_shape_io.hpp"
#include "js_values.hpp"
#include "sweepkit/query/sat_trace.hpp"

namespace sk = sweepkit;
using emscripten::val;

namespace {

using sk::bindings::js_vec;

val interval(sk::Real min, sk::Real max) {
  val a = val::array();
  a.call<void>("push", min + 0.0, max + 0.0);
  return a;
}

const char* kind_name(sk::SatAxisKind kind) {
  switch (kind) {
    case sk::SatAxisKind::face_a: return "faceA";
    case sk::SatAxisKind::face_b: return "faceB";
    default: return "edgeEdge";
  }
}

/// A face as {shape: 'A' | 'B', index: 2 i + (1 if it faces along -axis i), axis: i, sign: ±1}, or null.
val face(std::int32_t shape, std::int32_t index) {
  if (shape < 0 || index < 0) return val::null();
  val o = val::object();
  o.set("shape", shape == 0 ? "A" : "B");
  o.set("index", index);
  o.set("axis", index / 2);
  o.set("sign", index % 2 ? -1 : 1);
  return o;
}

val axis_object(const sk::SatTraceAxis& t) {
  val o = val::object();
  o.set("kind", kind_name(t.kind));
  o.set("indexA", t.index_a < 0 ? val::null() : val(t.index_a));
  o.set("indexB", t.index_b < 0 ? val::null() : val(t.index_b));
  o.set("skipped", t.skipped);
  o.set("axis", t.skipped ? val::null() : js_vec(t.axis));
  o.set("intervalA", t.skipped ? val::null() : interval(t.min_a, t.max_a));
  o.set("intervalB", t.skipped ? val::null() : interval(t.min_b, t.max_b));
  o.set("separation", t.skipped ? val::null() : val(t.separation + 0.0));
  return o;
}

val point_object(const sk::ManifoldPoint& p) {
  val o = val::object();
  o.set("pointA", js_vec(p.point_a));
  o.set("pointB", js_vec(p.point_b));
  o.set("depth", p.depth + 0.0);
  o.set("id", static_cast<double>(p.id));
  return o;
}

/// `words`: 2 × kShapeWords numbers, box A's shape words then box B's (tags `tag_a`, `tag_b`: ShapeType obb).
/// @return {status: 'invalid_input', error, errorArgument} for a rejected box (JS throws the named RangeError),
///   else the trace: {status, hit, axes, best, depth, normal, pointA, pointB, points, referenceFace,
///   incidentFace, edgeA, edgeB}.
val trace_sat(int tag_a, int tag_b, val words) {
  float f[2 * sweepkit::bindings::kShapeWords];
  for (int k = 0; k < 2 * sweepkit::bindings::kShapeWords; ++k) f[k] = words[k].as<float>();
  sk::Shape a, b;
  val out = val::object();
  if (!sweepkit::bindings::read_shape(tag_a, f, a) || !sweepkit::bindings::read_shape(tag_b, f + sweepkit::bindings::kShapeWords, b) ||
      !std::holds_alternative<sk::Obb>(a) || !std::holds_alternative<sk::Obb>(b)) {
    out.set("status", "unsupported");
    return out;
  }
  const sk::SatTrace t = sk::trace_sat_obb_obb(std::get<sk::Obb>(a), std::get<sk::Obb>(b));
  const sk::ContactManifold& m = t.manifold;
  if (m.status == sk::Status::invalid_input) {
    out.set("status", "invalid_input");
    out.set("error", static_cast<int>(m.error));
    out.set("errorArgument", m.error_argument);
    return out;
  }
  val axes = val::array();
  for (const sk::SatTraceAxis& x : t.axes) axes.call<void>("push", axis_object(x));
  val points = val::array();
  for (int k = 0; k < m.point_count; ++k) points.call<void>("push", point_object(m.points[k]));
  out.set("status", m.hit() ? "hit" : "miss");
  out.set("hit", m.hit());
  out.set("axes", axes);
  out.set("best", t.best);
  out.set("depth", m.depth + 0.0);
  out.set("normal", js_vec(m.normal));
  out.set("pointA", js_vec(m.point_a));
  out.set("pointB", js_vec(m.point_b));
  out.set("points", points);
  out.set("referenceFace", face(t.reference_shape, t.reference_face));
  out.set("incidentFace", face(t.reference_shape < 0 ? -1 : 1 - t.reference_shape, t.incident_face));
  out.set("edgeA", t.edge_a < 0 ? val::null() : val(t.edge_a));
  out.set("edgeB", t.edge_b < 0 ? val::null() : val(t.edge_b));
  return out;
}

}  // namespace

EMSCRIPTEN_BINDINGS(sweepkit_trace_sat) { emscripten::function("traceSat", &trace_sat); }
