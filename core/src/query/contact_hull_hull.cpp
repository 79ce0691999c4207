#include <algorithm>
#include <cmath>
#include <vector>

#include "contact_shared.hpp"
#include "sat_manifold.hpp"
#include "sweepkit/results/manifold.hpp"
#include "validate_pose.hpp"

namespace sweepkit {

namespace {

std::size_t at(int i) { return static_cast<std::size_t>(i); }

/// A hull in world space: vertices, face normals and constants, centroid.
struct WorldHull {
  const ConvexHull* hull;
  // Inline up to 64 vertices and faces (no allocation for most hulls).
  detail::InlineVector<Vec3, 64> v;
  detail::InlineVector<Vec3, 64> n;
  detail::InlineVector<Real, 64> c;
  Vec3 centroid;

  WorldHull(const ConvexHull& h, const HullPose& pose) : hull(&h) {
    const Quat q = normalized(pose.rotation);
    for (Vec3 p : h.vertices) v.push_back(pose.position + rotate(q, p));
    for (const HullFace& f : h.faces) {
      n.push_back(rotate(q, f.normal));
      c.push_back(f.constant - dot(n.back(), pose.position));  // n·(R p + t) = n_l·p + n·t
    }
    centroid = pose.position + rotate(q, h.centroid);
  }
  Real min_along(Vec3 d) const {
    Real m = dot(v[0], d);
    for (Vec3 p : v) m = std::min(m, dot(p, d));
    return m;
  }
  detail::Polygon face(int f) const {
    detail::Polygon out;
    for (int k = 0; k < hull->faces[at(f)].count; ++k) out.push_back(v[at(hull->face_vertices[at(hull->faces[at(f)].first + k)])]);
    return out;
  }
  Vec3 edge_end(int e, int k) const { return v[at(hull->edges[at(e)].vertex[k])]; }
  Vec3 edge_normal(int e, int k) const { return n[at(hull->edges[at(e)].face[k])]; }
};

/// Face axes of `ref` against `other`: separation of face f = min over other's vertices of n·p + c.
detail::SatAxis face_query(const WorldHull& ref, const WorldHull& other, int kind) {
  detail::SatAxis best;
  for (std::size_t f = 0; f < ref.n.size(); ++f) {
    const Real s = other.min_along(ref.n[f]) + ref.c[f];
    detail::keep_larger(best, {s, kind == 0 ? ref.n[f] : -ref.n[f], kind, kind == 0 ? static_cast<int>(f) : -1,
                               kind == 1 ? static_cast<int>(f) : -1});
  }
  return best;
}

/// Whether arcs (a, b) and (c, d) on the Gauss map cross (Gregorius 2013): the edges with these adjacent face
/// normals (c, d negated for B) make a face of the Minkowski difference.
bool is_minkowski_face(Vec3 a, Vec3 b, Vec3 c, Vec3 d) {
  const Vec3 bxa = cross(b, a), dxc = cross(d, c);
  const Real cba = dot(c, bxa), dba = dot(d, bxa), adc = dot(a, dxc), bdc = dot(b, dxc);
  return cba * dba < 0 && adc * bdc < 0 && cba * bdc > 0;
}

detail::SatAxis edge_query(const WorldHull& a, const WorldHull& b) {
  detail::SatAxis best;
  const bool prune = !a.hull->flat && !b.hull->flat;
  for (std::size_t i = 0; i < a.hull->edges.size(); ++i) {
    const int ei = static_cast<int>(i);
    const Vec3 pa = a.edge_end(ei, 0), da = a.edge_end(ei, 1) - pa;
    for (std::size_t j = 0; j < b.hull->edges.size(); ++j) {
      const int ej = static_cast<int>(j);
      if (prune && !is_minkowski_face(a.edge_normal(ei, 0), a.edge_normal(ei, 1), -b.edge_normal(ej, 0), -b.edge_normal(ej, 1))) continue;
      const Vec3 pb = b.edge_end(ej, 0), db = b.edge_end(ej, 1) - pb;
      Vec3 l = cross(da, db);
      const Real len2 = length_squared(l);
      if (len2 <= kParallelEdgeSineSquared * length_squared(da) * length_squared(db)) continue;
      l = l * (Real(1) / std::sqrt(len2));
      Real s;
      if (prune) {
        if (dot(l, pa - a.centroid) < 0) l = -l;  // out of A at its edge
        s = dot(l, pb - pa);
      } else {
        // No Gauss map for a flat hull: the true separation along the line, and only supporting edge pairs.
        const Real sep_plus = b.min_along(l) + a.min_along(-l);
        const Real sep_minus = a.min_along(l) + b.min_along(-l);
        if (sep_minus > sep_plus) l = -l;
        s = std::max(sep_plus, sep_minus);
        const Real slop = kCoincidentRelative * (1 + a.hull->radius + b.hull->radius + length(pa) + length(pb));
        if (std::fabs(dot(l, pa) + a.min_along(-l)) > slop || std::fabs(dot(l, pb) - b.min_along(l)) > slop) continue;
      }
      detail::keep_larger(best, {s, l, 2, ei, ej});
    }
  }
  return best;
}

// hull_hull in the frame whose origin is A's position (see hull_hull).
ContactManifold hull_hull_local(const ConvexHull& ha, const HullPose& pa, const ConvexHull& hb, const HullPose& pb) {
  const WorldHull a(ha, pa), b(hb, pb);
  ContactManifold out;
  const detail::SatAxis face_a = face_query(a, b, 0);
  if (face_a.separation > 0) return out;
  const detail::SatAxis face_b = face_query(b, a, 1);
  if (face_b.separation > 0) return out;
  const detail::SatAxis edge = edge_query(a, b);
  if (edge.a >= 0 && edge.separation > 0) return out;
  const Real size = std::max(ha.centroid_radius, hb.centroid_radius);
  const detail::SatAxis axis = detail::choose_axis(face_a, face_b, edge, kSatAxisPreferenceRelative * size);
  const Real depth = -axis.separation;
  if (axis.kind == 2) {
    detail::edge_contact(a.edge_end(axis.a, 0), a.edge_end(axis.a, 1), b.edge_end(axis.b, 0), b.edge_end(axis.b, 1),
                         axis.normal, depth, axis.a, axis.b, out);
    return out;
  }
  const bool ref_is_a = axis.kind == 0;
  const WorldHull& ref = ref_is_a ? a : b;
  const WorldHull& inc = ref_is_a ? b : a;
  const int ref_face = ref_is_a ? axis.a : axis.b;
  const Vec3 ref_normal = ref.n[at(ref_face)];
  int inc_face = 0;
  for (std::size_t f = 1; f < inc.n.size(); ++f) {
    if (dot(inc.n[f], ref_normal) < dot(inc.n[at(inc_face)], ref_normal)) inc_face = static_cast<int>(f);
  }
  // Fallback if rounding clips everything: the incident vertex deepest below the reference face.
  Vec3 deepest = inc.v[0];
  for (Vec3 p : inc.v) deepest = dot(p, ref_normal) < dot(deepest, ref_normal) ? p : deepest;
  const Real scale = std::max({detail::max_magnitude(pa.position), detail::max_magnitude(pb.position), ha.radius, hb.radius});
  detail::face_contact(ref.face(ref_face), ref_normal, ref_face, inc.face(inc_face), inc_face, ref_is_a, depth,
                       kCoincidentRelative * scale, ref_is_a ? deepest : deepest + depth * ref_normal, out);
  return out;
}

// The SAT in the pair's own frame (A's position at the origin): the clipping and the slop that keeps a clipped point
// (kCoincidentRelative of the coordinates) are then those of the pair's size, not of where it sits.
ContactManifold hull_hull(const ConvexHull& ha, const HullPose& pa, const ConvexHull& hb, const HullPose& pb) {
  const Vec3 o = pa.position;
  return detail::moved(hull_hull_local(ha, HullPose{Vec3{}, pa.rotation}, hb, HullPose{pb.position - o, pb.rotation}), o);
}

/// Whether (ha, pa) comes first in the canonical order of the pair: by pose, then by the hulls' vertices.
bool canonical_hull_first(const ConvexHull& ha, const HullPose& pa, const ConvexHull& hb, const HullPose& pb) {
  if (detail::canonical_first(pa, pb) != detail::canonical_first(pb, pa)) return detail::canonical_first(pa, pb);
  if (ha.vertices.size() != hb.vertices.size()) return ha.vertices.size() < hb.vertices.size();
  for (std::size_t i = 0; i < ha.vertices.size(); ++i) {
    if (detail::canonical_first(ha.vertices[i], hb.vertices[i]) != detail::canonical_first(hb.vertices[i], ha.vertices[i])) {
      return detail::canonical_first(ha.vertices[i], hb.vertices[i]);
    }
  }
  return true;
}

}  // namespace

ContactManifold contact_hull_hull(const ConvexHull& hull_a, const HullPose& pose_a, const ConvexHull& hull_b,
                                  const HullPose& pose_b) {
  ContactManifold out;
  if (detail::reject(out, hull_a.faces.empty() ? InputError::too_few_points : InputError::none, 0) ||
      detail::reject(out, detail::check(pose_a), 1) ||
      detail::reject(out, hull_b.faces.empty() ? InputError::too_few_points : InputError::none, 2) ||
      detail::reject(out, detail::check(pose_b), 3)) {
    return out;
  }
  if (canonical_hull_first(hull_a, pose_a, hull_b, pose_b)) return hull_hull(hull_a, pose_a, hull_b, pose_b);
  return detail::mirrored(hull_hull(hull_b, pose_b, hull_a, pose_a), 2);
}

}  // namespace sweepkit
