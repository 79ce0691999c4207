// sk.traceMeshRaycast and sk.traceMeshSweep: a raycast or a shape's sweep against a triangle mesh with the BVH nodes
// its walk entered (raycast_mesh's and sweep_shape_mesh's MeshRayTrace), for step-through views (the playground's
// "BVH at work" scene). Answers are plain objects built with emscripten::val (one call a frame: embind's per-call
// cost does not matter). The meshes are triangle_mesh.cpp's, by id (mesh_registry.hpp's find_mesh).

#include <emscripten/bind.h>
#include <emscripten/val.h>

#include <cstdint>

#include "generated_enum_names.hpp"
#include "generated_shape_io.hpp"
#include "js_values.hpp"
#include "mesh_registry.hpp"
#include "sweepkit/mesh/raycast_mesh.hpp"
#include "sweepkit/mesh/sweep_mesh.hpp"

namespace sk = sweepkit;
using emscripten::val;
using sk::bindings::js_real;
using sk::bindings::find_mesh;
using sk::bindings::js_vec;

namespace {

/// The trace's steps as [{node, depth, tEnter, tested, leaf, box: {min, max}}], and the tree's size.
void set_trace(val& out, const sk::TriangleMesh& mesh, const sk::MeshRayTrace& trace) {
  val steps = val::array();
  for (const sk::MeshRayTraceStep& s : trace.steps) {
    const sk::MeshBvhNode& node = mesh.bvh.nodes[s.node];
    val box = val::object();
    box.set("min", js_vec(mesh.origin + node.box.min));  // where the node is (the tree is in the mesh's frame)
    box.set("max", js_vec(mesh.origin + node.box.max));
    val step = val::object();
    step.set("node", s.node);
    step.set("depth", s.depth);
    step.set("tEnter", js_real(s.t_enter));
    step.set("tested", s.tested);
    step.set("leaf", node.leaf());
    step.set("box", box);
    steps.call<void>("push", step);
  }
  out.set("steps", steps);
  out.set("nodeCount", static_cast<double>(mesh.bvh.nodes.size()));
  out.set("depth", mesh.bvh.depth);
}

/// The input index of mesh triangle `t` (-1 for none).
double source_of(const sk::TriangleMesh& mesh, std::uint32_t t) {
  return t == sk::MeshEdge::kNone ? -1.0 : static_cast<double>(mesh.triangle_source[t]);
}

/// {status: 'invalid_input', error, errorArgument} (JS throws the named RangeError) or {status: 'noMesh'}.
val rejected(sk::InputError error, std::int32_t argument) {
  val out = val::object();
  out.set("status", "invalid_input");
  out.set("error", static_cast<int>(error));
  out.set("errorArgument", argument);
  return out;
}

val no_mesh() {
  val out = val::object();
  out.set("status", "noMesh");
  return out;
}

/// raycast_mesh (closest hit) of mesh `id` with its trace: {status, hit, t, point, normal, triangle (input
/// index, -1 on a miss), frontFace, steps, nodeCount, depth}.
val trace_mesh_raycast(int id, float ox, float oy, float oz, float dx, float dy, float dz, double max_fraction) {
  const sk::TriangleMesh* mesh = find_mesh(id);
  if (mesh == nullptr) return no_mesh();
  sk::MeshRayTrace trace;
  const sk::MeshRaycastHit h =
      sk::raycast_mesh(*mesh, sk::Ray{{ox, oy, oz}, {dx, dy, dz}}, static_cast<sk::Real>(max_fraction), &trace);
  if (h.status == sk::Status::invalid_input) return rejected(h.error, h.error_argument);
  val out = val::object();
  out.set("status", h.hit() ? "hit" : "miss");
  out.set("hit", h.hit());
  out.set("t", js_real(h.t));
  out.set("point", js_vec(h.point));
  out.set("normal", js_vec(h.normal));
  out.set("triangle", source_of(*mesh, h.triangle));
  out.set("frontFace", h.front_face);
  set_trace(out, *mesh, trace);
  return out;
}

/// sweep_shape_mesh of mesh `id` with its trace; the shape as the generic queries' words (tag, words), the
/// motion's 6 numbers (linear, angular). {status, hit, t, position, point, normal, triangle, feature (a
/// TriangleFeature value), steps, nodeCount, depth}.
val trace_mesh_sweep(int id, int tag, val words, val motion) {
  const sk::TriangleMesh* mesh = find_mesh(id);
  if (mesh == nullptr) return no_mesh();
  float f[sk::bindings::kShapeWords];
  for (int k = 0; k < sk::bindings::kShapeWords; ++k) f[k] = words[k].as<float>();
  sk::Shape shape;
  if (!sk::bindings::read_shape(tag, f, shape)) return rejected(sk::InputError::shape_type_invalid, 0);
  float m[6];
  for (int k = 0; k < 6; ++k) m[k] = motion[k].as<float>();
  sk::MeshRayTrace trace;
  const sk::MeshSweepHit h = sk::sweep_shape_mesh(shape, sk::Motion{{m[0], m[1], m[2]}, {m[3], m[4], m[5]}}, *mesh, {}, &trace);
  if (h.status == sk::Status::invalid_input) return rejected(h.error, h.error_argument);
  val out = val::object();
  out.set("status", sk::bindings::js_name(h.status));
  out.set("hit", h.hit());
  out.set("t", js_real(h.t));
  out.set("position", js_vec(h.position));
  out.set("point", js_vec(h.point));
  out.set("normal", js_vec(h.normal));
  out.set("triangle", source_of(*mesh, h.triangle));
  out.set("feature", static_cast<int>(h.feature));  // trace_mesh.js names it (TRIANGLE_FEATURES)
  set_trace(out, *mesh, trace);
  return out;
}

}  // namespace

EMSCRIPTEN_BINDINGS(sweepkit_trace_mesh) {
  emscripten::function("traceMeshRaycast", &trace_mesh_raycast);
  emscripten::function("traceMeshSweep", &trace_mesh_sweep);
}
