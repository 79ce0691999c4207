#include "sat_manifold.hpp"

#include <algorithm>
#include <cmath>

#include "contact_shared.hpp"
#include "sweepkit/math/midpoint.hpp"
#include "sweepkit/math/segment.hpp"

namespace sweepkit::detail {

namespace {

/// A vertex of the polygon being clipped: its tag (the low 16 bits of its id) and the tag of the edge that
/// leaves it (an incident edge index, or 0x80 | side for a stretch cut along a reference side).
struct ClipVertex {
  Vec3 p;
  std::uint32_t tag = 0;
  std::uint32_t edge = 0;
};

using ClipPolygon = InlineVector<ClipVertex, 24>;

/// Sutherland–Hodgman against one side plane (points with dot(n, p) <= offset are kept) into `out`; `side` goes
/// into the tags of the points and edges it creates.
void clip_side(const ClipPolygon& poly, Vec3 n, Real offset, std::uint32_t side, ClipPolygon& out) {
  out.clear();
  const std::size_t count = poly.size();
  for (std::size_t k = 0; k < count; ++k) {
    const ClipVertex& p = poly[k];
    const ClipVertex& q = poly[(k + 1) % count];
    const Real dp = dot(n, p.p) - offset;
    const Real dq = dot(n, q.p) - offset;
    const bool p_in = dp <= 0, q_in = dq <= 0;
    if (p_in) out.push_back(p);
    if (p_in != q_in) {
      const Real t = dp / (dp - dq);
      ClipVertex cut{p.p + (q.p - p.p) * t, ((side + 1) << 8) | (p.edge & 0xff), p_in ? (0x80 | side) : p.edge};
      out.push_back(cut);
    }
  }
}

}  // namespace

InlineVector<std::size_t, 4> reduce(const Polygon& points, const InlineVector<Real, 16>& depth, Vec3 normal) {
  const std::size_t n = points.size();
  InlineVector<std::size_t, 4> keep;
  if (n <= 4) {
    for (std::size_t i = 0; i < n; ++i) keep.push_back(i);
    return keep;
  }
  std::size_t i0 = 0, i1 = 0, i2 = 0, i3 = 0;
  for (std::size_t i = 1; i < n; ++i) {
    if (depth[i] > depth[i0]) i0 = i;
  }
  // Among the points as deep as the deepest to within rounding (a face resting flat), the one farthest from the
  // points' centroid: a corner of the contact region rather than a point inside it (which would shrink the area).
  Vec3 centroid{};
  Real scale = 0;
  for (const Vec3& p : points) {
    centroid = centroid + p;
    scale = std::max(scale, max_magnitude(p));
  }
  centroid = centroid * (Real(1) / static_cast<Real>(n));
  const Real tie = kCoincidentRelative * std::max(scale, Real(1));
  const Real deepest = depth[i0];
  for (std::size_t i = 0; i < n; ++i) {
    if (depth[i] >= deepest - tie && length_squared(points[i] - centroid) > length_squared(points[i0] - centroid)) i0 = i;
  }
  for (std::size_t i = 0; i < n; ++i) {
    if (length_squared(points[i] - points[i0]) > length_squared(points[i1] - points[i0])) i1 = i;
  }
  auto area = [&](std::size_t i) { return dot(cross(points[i1] - points[i0], points[i] - points[i0]), normal); };
  for (std::size_t i = 0; i < n; ++i) {
    if (area(i) > area(i2)) i2 = i;
    if (area(i) < area(i3)) i3 = i;
  }
  keep = {i0, i1};
  if (area(i2) > 0) keep.push_back(i2);
  if (area(i3) < 0) keep.push_back(i3);
  return keep;
}

SatAxis choose_axis(const SatAxis& face_a, const SatAxis& face_b, const SatAxis& edge, Real prefer) {
  SatAxis best = face_a;
  if (face_b.separation > best.separation + prefer) best = face_b;
  if (edge.a >= 0 && edge.separation > best.separation + prefer) best = edge;
  return best;
}

void face_contact(const Polygon& reference, Vec3 reference_normal, int reference_face,
                  const Polygon& incident, int incident_face, bool reference_is_a, Real depth, Real slop,
                  Vec3 fallback_b, ContactManifold& out) {
  ClipPolygon buffers[2];  // clipped from one into the other, side after side
  int current = 0;
  for (std::size_t k = 0; k < incident.size(); ++k) {
    buffers[0].push_back({incident[k], static_cast<std::uint32_t>(k & 0xff), static_cast<std::uint32_t>(k & 0x7f)});
  }
  const std::size_t sides = reference.size();
  for (std::size_t j = 0; j < sides && !buffers[current].empty(); ++j) {
    const Vec3 p = reference[j], q = reference[(j + 1) % sides];
    const Vec3 side_normal = cross(q - p, reference_normal);  // outward for a counter-clockwise loop
    const Real len = length(side_normal);
    if (!(len > 0)) continue;
    const Vec3 n = side_normal * (Real(1) / len);
    clip_side(buffers[current], n, dot(n, p), static_cast<std::uint32_t>(j & 0x7f), buffers[1 - current]);
    current = 1 - current;
  }
  const ClipPolygon& poly = buffers[current];
  const Vec3 normal = reference_is_a ? reference_normal : -reference_normal;
  const Real plane = dot(reference_normal, reference[0]);
  Polygon kept;
  InlineVector<Real, 16> depths;
  InlineVector<std::uint32_t, 16> tags;
  for (const ClipVertex& v : poly) {
    const Real s = dot(reference_normal, v.p) - plane;
    if (s > slop) continue;
    kept.push_back(v.p);
    depths.push_back(std::max(-s, Real(0)));
    tags.push_back(v.tag);
  }
  const std::uint32_t key = (reference_is_a ? 0u : 1u) << 30 | (static_cast<std::uint32_t>(reference_face) & 0xff) << 22 |
                            (static_cast<std::uint32_t>(incident_face) & 0x3f) << 16;
  out.status = Status::hit;
  out.normal = normal;
  out.depth = std::max(depth, Real(0));
  out.point_count = 0;
  if (kept.empty()) {
    out.point_count = 1;
    out.points[0] = {fallback_b + out.depth * normal, fallback_b, out.depth, 0xffffffffu};
  }
  for (std::size_t i : reduce(kept, depths, reference_normal)) {
    // The incident point is on the incident shape; its partner is its projection on the reference face.
    ManifoldPoint& m = out.points[out.point_count++];
    m.depth = depths[i];
    m.id = key | tags[i];
    m.point_a = reference_is_a ? kept[i] + depths[i] * normal : kept[i];
    m.point_b = reference_is_a ? kept[i] : kept[i] - depths[i] * normal;
  }
  Real best = -1;
  for (int k = 0; k < out.point_count; ++k) {
    if (out.points[k].depth > best) {
      best = out.points[k].depth;
      out.point_b = out.points[k].point_b;
    }
  }
  out.point_a = out.point_b + out.depth * normal;
}

void edge_contact(Vec3 a0, Vec3 a1, Vec3 b0, Vec3 b1, Vec3 normal, Real depth, int edge_a, int edge_b,
                  ContactManifold& out) {
  const SegmentClosestPoints c = closest_points_segment_segment(a0, a1, b0, b1);
  const Vec3 m = midpoint(c.point1, c.point2);
  out.status = Status::hit;
  out.normal = normal;
  out.depth = std::max(depth, Real(0));
  out.point_a = m + normal * (out.depth * Real(0.5));
  out.point_b = m - normal * (out.depth * Real(0.5));
  out.point_count = 1;
  out.points[0] = {out.point_a, out.point_b, out.depth,
                   2u << 30 | (static_cast<std::uint32_t>(edge_a) & 0x7fff) << 15 |
                       (static_cast<std::uint32_t>(edge_b) & 0x7fff)};
}

ContactManifold moved(ContactManifold m, Vec3 by) {
  if (m.status != Status::hit) return m;
  m.point_a = m.point_a + by;
  m.point_b = m.point_b + by;
  for (int k = 0; k < m.point_count; ++k) {
    m.points[k].point_a = m.points[k].point_a + by;
    m.points[k].point_b = m.points[k].point_b + by;
  }
  return m;
}

ContactManifold mirrored(ContactManifold m, int second_argument) {
  if (m.status == Status::invalid_input) {
    m.error_argument = m.error_argument >= second_argument ? m.error_argument - second_argument
                                                           : m.error_argument + second_argument;
    return m;
  }
  std::swap(m.point_a, m.point_b);
  std::swap(m.sub_shape_a, m.sub_shape_b);
  m.normal = -m.normal + Vec3{};
  for (int k = 0; k < m.point_count; ++k) std::swap(m.points[k].point_a, m.points[k].point_b);
  return m;
}

}  // namespace sweepkit::detail
